import { beforeAll, describe, expect, it } from "vitest";

import * as methodNotAllowed from "@/lib/api/method-not-allowed";
import { db } from "@/lib/db/client";
import { getOpenApiDocument } from "@/lib/openapi/document";
import { operations } from "@/lib/openapi/operations";
import type { ApiClient } from "@/test/api-client";
import { apiRoutes } from "@/test/routes";
import { runJobs } from "@/test/synced-app";
import { useApi } from "@/test/use-api";

// Malformed and hostile input: never a 5xx, always problem details, nothing changed.
// Two accounts send every operation its hostile bodies: more than a minute's budget of one user
// (the budget is tested in test/security/limits.test.ts).
process.env.RATE_LIMIT_PER_MINUTE = "100000";
const api = useApi();
let user: ApiClient;
let admin: ApiClient;

beforeAll(async () => {
  user = api.client();
  await user.registerAndSignIn({ name: "Input Tester" });
  admin = api.client();
  const account = await admin.registerAndSignIn({ name: "Support" });
  await db().user.update({ where: { id: account.id }, data: { role: "admin" } });
});

const concrete = (path: string) => `/api${path.replace(/\{[^}]+\}/g, "00000000-0000-7000-8000-000000000000")}`;
// Forms and file uploads take no JSON (an upload's malformed bodies: lib/screenshots/screenshot-changes.test.ts), and the
// MCP server takes a token, not these clients' sessions (its nesting limit: lib/mcp/serve-mcp.test.ts).
const jsonBodyOperations = operations.filter(
  (operation) => operation.body && (operation.bodyContentType ?? "application/json") === "application/json" && !operation.tokenOnly,
);

async function expectClientError(client: ApiClient, method: string, path: string, rawBody: string) {
  const response = await client.request(method, path, { rawBody, headers: { "content-type": "application/json" } });
  expect(response.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
  expect(response.status, `${method} ${path}`).toBeLessThan(500);
  expect(response.headers.get("content-type")).toBe("application/problem+json");
  return response;
}

describe("deeply nested JSON", () => {
  it("covers every JSON-body operation", () => {
    expect(jsonBodyOperations.length).toBeGreaterThanOrEqual(18);
  });

  it.each(jsonBodyOperations.map((operation) => [operation.method.toUpperCase(), operation.path] as const))(
    "%s %s refuses 2,000 and 100,000 levels with 400",
    async (method, path) => {
      const client = path.startsWith("/admin") ? admin : user;
      for (const depth of [2_000, 100_000]) {
        for (const body of ["[".repeat(depth) + "]".repeat(depth), '{"a":'.repeat(depth) + "1" + "}".repeat(depth)]) {
          const response = await expectClientError(client, method, concrete(path), body);
          expect([400, 404]).toContain(response.status);
          if (response.status === 400)
            expect(response.body.errors?.[0]?.message ?? response.body.detail).toMatch(/Nested more than 32 levels|nests/);
        }
      }
    },
  );

  it("accepts nesting within the documented depth", async () => {
    const nested = { config: { goals: ["more downloads"], locales: null } };
    const response = await user.request("POST", concrete("/apps/{appId}/agent/config"), { body: nested });
    expect(response.status).toBe(404); // parsed and validated; the app does not exist
  });
});

describe("many invalid fields", () => {
  // 70,000 unknown fields fit in 1 MiB; listing each used to answer 3.4 MB, unauthenticated.
  const manyFields = JSON.stringify(Object.fromEntries(Array.from({ length: 70_000 }, (_, index) => [`f${index}`, 1])));

  it("lists at most 20 field errors with a count, in a small answer, for a public operation", async () => {
    const response = await fetch(`${api.url}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: manyFields,
    });
    const text = await response.text();
    expect(response.status).toBe(400);
    expect(text.length).toBeLessThan(8_000);
    const problem = JSON.parse(text);
    expect(problem.errors).toHaveLength(20);
    expect(problem.errorCount).toBeGreaterThan(70_000);
  });

  it("cuts a field name as long as the body in the answer", async () => {
    const response = await user.request("PATCH", "/api/account", { rawBody: JSON.stringify({ ["k".repeat(500_000)]: 1 }) });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body).length).toBeLessThan(2_000);
    expect(response.body.errors.map((error: { path: string }) => error.path)).toContainEqual(expect.stringMatching(/^body\.k{100}/));
  });

  it("does the same for unknown query parameters", async () => {
    const query = Array.from({ length: 1_000 }, (_, index) => `q${index}=1`).join("&");
    const response = await user.get(`/api/account?${query}`);
    expect(response.status).toBe(400);
    expect(response.body.errors).toHaveLength(20);
    expect(response.body.errorCount).toBe(1_000);
  });
});

describe("astral characters at every length limit", () => {
  type Schema = { type?: string; maxLength?: number; properties?: Record<string, Schema>; $ref?: string };
  const document = getOpenApiDocument() as unknown as {
    components: { schemas: Record<string, Schema> };
    paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Schema }> } }>>;
  };
  const resolve = (schema: Schema): Schema => (schema.$ref ? document.components.schemas[schema.$ref.split("/").at(-1)!]! : schema);

  const limitedFields = jsonBodyOperations.flatMap((operation) => {
    const body = document.paths[operation.path]?.[operation.method]?.requestBody?.content["application/json"]?.schema;
    const properties = body ? (resolve(body).properties ?? {}) : {};
    return Object.entries(properties)
      .map(([field, schema]) => [field, resolve(schema)] as const)
      .filter(([, schema]) => schema.type === "string" && schema.maxLength)
      .map(([field, schema]) => [operation.method.toUpperCase(), operation.path, field, schema.maxLength!] as const);
  });

  it("finds the length-limited text fields", () => {
    expect(limitedFields.length).toBeGreaterThan(10);
  });

  it.each(limitedFields)("%s %s: %s (max %i) with an emoji across the limit", async (method, path, field, max) => {
    const client = path.startsWith("/admin") ? admin : user;
    for (const value of [
      "a".repeat(max - 1) + "😀",
      "a".repeat(max - 2) + "😀",
      "😀".repeat(Math.ceil(max / 2) + 1),
      "a".repeat(max - 1) + "\uD83D",
    ]) {
      const response = await client.request(method, concrete(path), { body: { [field]: value } });
      expect(response.status, `${field}=${value.length} units`).toBeLessThan(500);
    }
  });

  it("answers and notifies on a ticket whose subject ends in an emoji at the limit, and on an admin reply that does", async () => {
    for (const subject of ["a".repeat(148) + "😀", "a".repeat(198) + "😀", "😀".repeat(100)]) {
      const ticket = await user.post("/api/support/tickets", { type: "QUESTION", subject, message: "Hello" });
      expect(ticket.status).toBe(201);
      for (const message of ["a".repeat(198) + "😀", "b".repeat(1999) + "😀👍"]) {
        const reply = await admin.post(`/api/admin/tickets/${ticket.body.ticketId}/messages`, { message });
        expect(reply.status).toBe(201);
      }
      await runJobs();
      const emails = await db().emailMessage.findMany({ where: { template: "ticket-reply", subject: { contains: subject.slice(0, 20) } } });
      expect(emails.length).toBeGreaterThanOrEqual(2);
      for (const email of emails) expect(email.status).toBe("sent");
    }
  });
});

describe("the Inngest endpoint", () => {
  it("refuses forged signatures and bodies with 4xx problem details, and throttles the caller", async () => {
    const statuses: number[] = [];
    for (const [body, signature] of [
      ["{}", "t=1&s=abc"],
      ["{}", `t=${Math.floor(Date.now() / 1000)}&s=${"0".repeat(64)}`],
      ["[]", "anything"],
      ["", "t=1&s=1"],
      ["{not json", "t=1&s=1"],
    ] as const) {
      for (const method of ["PUT", "POST"]) {
        const response = await fetch(`${api.url}/api/inngest`, {
          method,
          headers: { "content-type": "application/json", "x-inngest-signature": signature },
          body,
        });
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
        expect(response.headers.get("content-type")).toBe("application/problem+json");
        statuses.push(response.status);
      }
    }
    expect(statuses).toContain(401);
  });
});

describe("methods a path does not serve", () => {
  // Unknown paths are the catch-all's 404, whatever the method.
  const UNKNOWN_ROUTE = "/api/[...path]";
  const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
  const servedRoutes = apiRoutes.filter((route) => route.pattern !== UNKNOWN_ROUTE);
  /** A URL the route serves: every `[param]` (or `[...param]`) becomes a plausible id. */
  const urlOf = (pattern: string) => pattern.replace(/\[[^\]]+\]/g, "00000000-0000-7000-8000-000000000000");

  it("has every route file answer every method: its own handler or the shared 405", () => {
    expect(servedRoutes.length).toBeGreaterThanOrEqual(80);
    const missing = servedRoutes.flatMap((route) =>
      METHODS.filter((method) => !route.methods.includes(method) && route.module[method] !== methodNotAllowed[method]).map(
        (method) => `${method} ${route.file} (end it with \`export * from "@/lib/api/method-not-allowed";\`)`,
      ),
    );
    expect(missing).toEqual([]);
  });

  // next-auth's catch-all serves each of its actions with one method: lib/auth/auth.test.ts walks them
  // (› "next-auth's catch-all"), and an action it does not serve is a 404 there.
  it.each(servedRoutes.filter((route) => route.pattern !== "/api/auth/[...nextauth]").map((route) => [route.pattern, route] as const))(
    "%s answers the methods it does not serve with 405 problem details and Allow",
    async (_pattern, route) => {
      const method = METHODS.find((candidate) => !route.methods.includes(candidate))!;
      const response = await user.request(method, urlOf(route.pattern), method === "GET" ? {} : { body: {} });
      expect(response.status, method).toBe(405);
      expect(response.headers.get("content-type")).toBe("application/problem+json");
      expect(response.body.code).toBe("method_not_allowed");
      expect(response.headers.get("allow")).toBe([...route.methods].sort().join(", "));
    },
  );

  it("answers 405 problem details with Allow", async () => {
    const response = await user.request("PUT", "/api/apps", { body: {} });
    expect(response.status).toBe(405);
    expect(response.headers.get("content-type")).toBe("application/problem+json");
    expect(response.headers.get("allow")).toBe("GET, POST");
    expect(response.body.code).toBe("method_not_allowed");

    const item = await user.request("POST", concrete("/apps/{appId}"), { body: {} });
    expect(item.status).toBe(405);
    expect(item.headers.get("allow")).toBe("DELETE, GET");
    expect((await user.request("DELETE", "/api/admin/jobs/stats")).headers.get("allow")).toBe("GET");
  });

  it("answers OPTIONS with what the path really serves", async () => {
    const response = await fetch(`${api.url}/api/apps`, { method: "OPTIONS" });
    expect(response.status).toBe(204);
    expect(response.headers.get("allow")).toBe("GET, POST, OPTIONS");
  });
});

describe("the store simulator's control plane", () => {
  it("is not served unless a test setup asks for it", async () => {
    const failNext = await fetch(`${api.url}/store-sim/_control/fail-next`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ status: 500, count: 100 }),
    });
    expect(failNext.status).toBe(404);
    expect((await fetch(`${api.url}/store-sim/_control/requests`)).status).toBe(404);
  });
});
