import { randomUUID } from "node:crypto";

import { beforeAll, describe, expect, it } from "vitest";

import { db } from "@/lib/db/client";
import type { ApiClient } from "@/test/api-client";
import { useApi } from "@/test/use-api";

const api = useApi();
let user: ApiClient;

beforeAll(async () => {
  user = api.client();
  await user.registerAndSignIn({ name: "Ada Lovelace" });
});

const REORDERING = /^Must not contain invisible characters that reorder text/;
const CONTROL = /^Must be a single line of text/;

// "Ada\u202Egnp.exe" shows as "Adaexe.png": a right-to-left override reverses what follows it.
const hostile = [
  ["a right-to-left override", "Ada\u202Egnp.exe", REORDERING],
  ["a left-to-right embedding", "Ada\u202ALovelace", REORDERING],
  ["an isolate", "Ada\u2067Lovelace\u2069", REORDERING],
  ["a line break", "Ada\nBcc: x@example.com", CONTROL],
  ["an escape sequence", "Ada\u001b[31m", CONTROL],
] as const;

/** The one field error a 400 names for `path`. */
function expectFieldError(response: { status: number; body: any }, path: string, message: RegExp) {
  expect(response.status).toBe(400);
  expect(response.body.code).toBe("validation_failed");
  expect(response.body.errors).toEqual([{ path, message: expect.stringMatching(message) }]);
}

describe("one-line text people submit (names, subjects)", () => {
  it.each(hostile)("refuses %s in the name given at registration", async (_label, name, message) => {
    const email = `bidi-${randomUUID()}@example.com`;
    const response = await api.client().post("/api/auth/register", { email, password: "a long enough password", name });
    expectFieldError(response, "body.name", message);
    expect(await db().user.count({ where: { email } })).toBe(0);
  });

  it.each(hostile)("refuses %s in a renamed account, a token name and a ticket subject", async (_label, text, message) => {
    expectFieldError(await user.patch("/api/account", { name: text }), "body.name", message);
    expectFieldError(await user.post("/api/account/tokens", { name: text, scope: "read", expiresInDays: 1 }), "body.name", message);
    expectFieldError(
      await user.post("/api/support/tickets", { type: "QUESTION", subject: text, message: "Hello" }),
      "body.subject",
      message,
    );
    expect((await user.get("/api/account")).body.name).toBe("Ada Lovelace");
  });

  it.each(hostile)("refuses %s in an app's name and subtitle on the App Store", async (_label, text, message) => {
    const path = `/api/apps/${randomUUID()}/app-info/localizations/en-US`;
    expectFieldError(await user.patch(path, { name: text }), "body.name", message);
    expectFieldError(await user.patch(path, { subtitle: text }), "body.subtitle", message);
  });

  it("keeps right-to-left text and the direction marks that need no closing", async () => {
    for (const name of ["עדה לאבלייס", "Ada \u200FLovelace\u200E", "أدا لوفليس"]) {
      const response = await user.patch("/api/account", { name });
      expect(response.status, name).toBe(200);
      expect(response.body.name).toBe(name);
    }
  });
});
