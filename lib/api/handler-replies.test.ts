import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";

import { defineOperation } from "@/lib/http/operation";
import { created, noContent, ok } from "@/lib/http/reply";

import { handlePublic } from "./handler";

// A handler's return type comes from its operation's responses. The `@ts-expect-error` lines are
// the type test: `tsc` (CI's type-check) fails if any of them compiles, i.e. if an undeclared
// status or a body of the wrong shape were accepted.
const greeting = defineOperation({
  operationId: "greetForTypes",
  method: "get",
  path: "/greeting",
  summary: "A greeting",
  tags: ["Test"],
  access: "public",
  rateLimit: false,
  responses: {
    200: { description: "The greeting", schema: z.object({ text: z.string(), count: z.number() }) },
    204: { description: "None" },
  },
});

export const declared = handlePublic(greeting, async () => (Math.random() > 0.5 ? ok({ text: "hi", count: 1 }) : noContent()));

// @ts-expect-error 201 is not among the operation's responses
export const undeclaredStatus = handlePublic(greeting, async () => created({ text: "hi", count: 1 }));

// @ts-expect-error the 200 body lacks `count`
export const missingField = handlePublic(greeting, async () => ok({ text: "hi" }));

// @ts-expect-error `count` has the wrong type
export const wrongType = handlePublic(greeting, async () => ok({ text: "hi", count: "one" }));

const request = () => new NextRequest("http://localhost/api/greeting");

describe("a handler's answer is held to its operation", () => {
  it("answers a declared status with a body that fits its schema", async () => {
    const response = await declared(request(), {});
    expect([200, 204]).toContain(response.status);
  });

  it("refuses, in tests, a status the operation does not declare (when a cast got it past the types)", async () => {
    const sneaky = handlePublic(greeting, async () => created({ text: "hi", count: 1 }) as never);
    const response = await sneaky(request(), {});
    expect(response.status).toBe(500);
  });

  it("refuses, in tests, a body that does not fit the declared schema", async () => {
    const sneaky = handlePublic(greeting, async () => ok({ text: 42 }) as never);
    const response = await sneaky(request(), {});
    expect(response.status).toBe(500);
  });
});
