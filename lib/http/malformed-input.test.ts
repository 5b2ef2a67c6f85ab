import { describe, expect, it } from "vitest";

import { operations } from "@/lib/openapi/operations";
import type { ApiClient } from "@/test/api-client";
import { useApi } from "@/test/use-api";

// One signed-in account serves every operation (signing up hashes a password, the costliest step
// here), so its budget must take the whole file's requests.
process.env.RATE_LIMIT_PER_MINUTE = "100000";

const api = useApi();
let shared: ApiClient | undefined;

/** A signed-in client: the shared one, or a fresh account for what manages the account itself (it could sign the session out). */
async function clientFor(path: string): Promise<ApiClient> {
  if (!path.startsWith("/account") && shared) return shared;
  const client = api.client();
  await client.registerAndSignIn();
  if (!path.startsWith("/account")) shared = client;
  return client;
}

const BODIES = [
  "",
  "null",
  "[]",
  '"text"',
  "12",
  "{",
  '{"a":',
  "\u0000",
  JSON.stringify({ endpoint: "https://fcm.googleapis.com/\u0000", p256dh: "\u0000", auth: "a\u0000", userAgent: "\u0000" }),
  JSON.stringify({ email: "a\u0000@example.com", password: "password\u0000password", name: "\u0000" }),
  JSON.stringify({ ["__proto__"]: { admin: true } }),
  JSON.stringify({ nested: { deep: [[[[[[[[[[[]]]]]]]]]]] } }),
  JSON.stringify(Array.from({ length: 5000 }, () => ({}))),
];

const PATH_VALUES = ["%00", "%E0%A4%A", "..%2F..%2Fetc", "x".repeat(300), "%20", "'%20OR%201=1--"];
const QUERIES = ["?endpoint=%00", "?endpoint=a&endpoint=b", "?limit=-1", "?cursor=%00", "?%00=1", "?endpoint=" + "x".repeat(5000)];

function concrete(path: string, value: string) {
  return `/api${path.replace(/\{[^}]+\}/g, value)}`;
}

async function expectNoServerError(client: ApiClient, method: string, url: string, rawBody?: string) {
  const response = await client.request(
    method,
    url,
    rawBody === undefined ? {} : { rawBody, headers: { "content-type": "application/json" } },
  );
  expect(response.status, `${method} ${url} ${rawBody?.slice(0, 60) ?? ""}`).toBeLessThan(500);
  if (response.status >= 400) expect(response.headers.get("content-type")).toMatch(/problem\+json|json|html/);
}

describe("malformed input never causes a 500", () => {
  it.each(
    operations
      .filter((operation) => !operation.path.startsWith("/auth/") || operation.operationId === "register")
      .map((operation) => [operation.method.toUpperCase(), operation.path] as const),
  )("%s %s", async (method, path) => {
    const client = await clientFor(path);
    for (const value of PATH_VALUES) await expectNoServerError(client, method, concrete(path, value));
    for (const query of QUERIES) await expectNoServerError(client, method, concrete(path, "abc") + query);
    if (method !== "GET") for (const body of BODIES) await expectNoServerError(client, method, concrete(path, "abc"), body);
  });
});
