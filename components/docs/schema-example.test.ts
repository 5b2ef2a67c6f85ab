import { describe, expect, it } from "vitest";

import { getOpenApiDocument } from "@/lib/openapi/document";

import { exampleOf } from "./schema-example";

const document = {
  components: {
    schemas: {
      Item: {
        type: "object",
        properties: { itemId: { type: "string" }, tags: { type: "array", items: { type: "string", enum: ["a", "b"] } } },
      },
    },
  },
};

describe("schema examples", () => {
  it("follows references and gives each type a plausible value", () => {
    expect(
      exampleOf(
        {
          type: "object",
          properties: {
            when: { type: ["string", "null"], format: "date-time" },
            count: { type: "integer", minimum: 1 },
            ok: { type: "boolean" },
            item: { $ref: "#/components/schemas/Item" },
            mode: { type: "string", default: "fast" },
            email: { type: "string" },
          },
        },
        document,
      ),
    ).toEqual({
      when: "2026-06-01T09:30:00.000Z",
      count: 1,
      ok: true,
      item: { itemId: "01a2065d-a7be-7249-9f7b-8bbd7ffdbf13", tags: ["a"] },
      mode: "fast",
      email: "ada@example.com",
    });
  });

  it("stops at self-references", () => {
    const recursive = {
      components: { schemas: { Node: { type: "object", properties: { child: { $ref: "#/components/schemas/Node" } } } } },
    };
    expect(JSON.stringify(exampleOf({ $ref: "#/components/schemas/Node" }, recursive)).length).toBeLessThan(200);
  });

  it("gives the service's own app-info update a body with its fields and the warnings acknowledgement", () => {
    const doc = getOpenApiDocument() as Record<string, any>;
    const body = doc.paths["/apps/{appId}/app-info/localizations/{locale}"].patch.requestBody.content["application/json"].schema;
    expect(Object.keys(exampleOf(body, doc) as object).sort()).toEqual(["acknowledgeWarnings", "name", "privacyPolicyUrl", "subtitle"]);
  });
});
