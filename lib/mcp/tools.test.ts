import { ToolSchema } from "@modelcontextprotocol/sdk/types.js";
import { describe, expect, it } from "vitest";
import { z } from "zod";

import { getOpenApiDocument } from "@/lib/openapi/document";
import { operations } from "@/lib/openapi/operations";

import { toolFor, toolInputSchema, toolOperations, type ToolCaller } from "./tools";

const READ: ToolCaller = { scope: "read", admin: false };
const READ_WRITE: ToolCaller = { scope: "read_write", admin: false };
const ADMIN: ToolCaller = { scope: "admin", admin: true };

const names = (caller: ToolCaller) => toolOperations(caller).map((operation) => operation.operationId);

/** What the served document says an access token may call: the operations whose security names it, with a JSON body or none. */
function tokenOperationsOfTheDocument(): string[] {
  const document = getOpenApiDocument() as unknown as {
    paths: Record<string, Record<string, { operationId: string; security?: object[]; requestBody?: { content: object } }>>;
  };
  return Object.values(document.paths)
    .flatMap((item) => Object.values(item))
    .filter((entry) => entry.security?.some((scheme) => "accessToken" in scheme))
    .filter((entry) => !entry.requestBody || Object.keys(entry.requestBody.content).join() === "application/json")
    .map((entry) => entry.operationId);
}

describe("the MCP tools", () => {
  it("are, for a read_write token, every operation the document lets a token call but admin ones and the MCP server", () => {
    const adminOnes = new Set(operations.filter((operation) => operation.access === "admin").map((operation) => operation.operationId));
    const expected = tokenOperationsOfTheDocument().filter((name) => !adminOnes.has(name) && name !== "serveMcp");
    expect(names(READ_WRITE).sort()).toEqual(expected.sort());
    expect(names(READ_WRITE)).toEqual(expect.arrayContaining(["listApps", "createSupportTicket", "updateVersionLocalization", "pullApp"]));
    // Never what needs a session, a multipart upload, a public route, or the MCP server itself.
    for (const absent of ["createAccessToken", "deleteAccount", "uploadScreenshots", "receiveStoreWebhook", "register", "serveMcp"]) {
      expect(names(READ_WRITE)).not.toContain(absent);
    }
  });

  it("are, for a read token, the GETs that only read (not GET …/pull, which starts a sync)", () => {
    const expected = toolOperations(READ_WRITE).filter((operation) => operation.method === "get" && !operation.changesState);
    expect(toolOperations(READ)).toEqual(expected);
    expect(names(READ)).toContain("listApps");
    expect(names(READ)).not.toContain("pullApp");
    expect(names(READ)).not.toContain("createSupportTicket");
  });

  it("add the admin operations only for an admin token of a user who is an admin", () => {
    const adminOnes = operations.filter((operation) => operation.access === "admin").map((operation) => operation.operationId);
    expect(adminOnes.length).toBeGreaterThan(5);
    expect(names(ADMIN)).toEqual(expect.arrayContaining(adminOnes));
    expect(names(ADMIN).filter((name) => !adminOnes.includes(name))).toEqual(names(READ_WRITE));
    expect(names({ scope: "admin", admin: false })).toEqual(names(READ_WRITE));
    expect(names({ scope: "read_write", admin: true })).toEqual(names(READ_WRITE));
  });

  it("are valid MCP tools named by operationId, with one object of params, query and body from the operation's schemas", () => {
    const tools = toolOperations(ADMIN).map(toolFor);
    expect(new Set(tools.map((tool) => tool.name)).size).toBe(tools.length);
    for (const tool of tools) {
      expect(ToolSchema.safeParse(tool).success, tool.name).toBe(true);
      expect(tool.name).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    }
    const edit = operations.find((operation) => operation.operationId === "updateVersionLocalization")!;
    const schema = toolInputSchema(edit) as { properties: Record<string, { properties?: object }>; required: string[] };
    expect(schema.required).toEqual(["params", "body"]);
    expect(Object.keys(schema.properties.params!.properties!)).toEqual(["appId", "versionId", "locale"]);
    // The body is the route's own schema, as zod 4 writes it.
    const own = z.toJSONSchema(z.strictObject({ body: edit.body! }), { io: "input", unrepresentable: "any" });
    expect(schema.properties.body).toEqual(own.properties!.body);
    expect(toolFor(edit).description).toContain(edit.summary);
    expect(toolFor(edit).annotations).toMatchObject({ readOnlyHint: false, destructiveHint: false });
    // A query whose fields are all optional is optional itself.
    const list = operations.find((operation) => operation.operationId === "listApps")!;
    expect((toolInputSchema(list) as { required?: string[] }).required ?? []).not.toContain("query");
    expect(toolFor(list).annotations).toMatchObject({ readOnlyHint: true });
  });
});
