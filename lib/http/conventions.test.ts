import { describe, expect, it } from "vitest";

import { operations } from "@/lib/openapi/operations";
import { useApi } from "@/test/use-api";

import { MAX_BODY_BYTES } from "./read-body";

const api = useApi();

/** A concrete URL for an operation path: `{id}` becomes a plausible id. */
const concrete = (path: string) => `/api${path.replace(/\{[^}]+\}/g, "00000000-0000-7000-8000-000000000000")}`;

const protectedOperations = operations.filter((operation) => operation.access !== "public");

describe("authentication is required", () => {
  it("covers at least the push operations", () => {
    expect(protectedOperations.map((operation) => operation.operationId)).toContain("listPushSubscriptions");
  });

  it.each(protectedOperations.map((operation) => [operation.method.toUpperCase(), operation.path, operation] as const))(
    "%s %s answers 401 problem details without a session",
    async (method, path) => {
      const response = await api.client().request(method, concrete(path), method === "GET" || method === "DELETE" ? {} : { body: {} });
      expect(response.status).toBe(401);
      expect(response.headers.get("content-type")).toBe("application/problem+json");
      expect(response.body).toMatchObject({ status: 401, code: "unauthenticated", title: expect.any(String), detail: expect.any(String) });
    },
  );
});

describe("problem details", () => {
  it("answers unknown API paths with a 404 problem", async () => {
    const response = await api.client().get("/api/no/such/thing");
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ type: expect.any(String), title: "Not found", status: 404, code: "not_found" });
  });

  it("refuses malformed JSON with 400 invalid_json", async () => {
    const client = api.client();
    await client.registerAndSignIn();
    const response = await client.request("POST", "/api/push/subscribe", {
      rawBody: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe("invalid_json");
  });

  it("refuses a body that is not declared as JSON with 415", async () => {
    const response = await api
      .client()
      .request("POST", "/api/auth/register", { rawBody: '{"email":"a@example.com"}', headers: { "content-type": "text/plain" } });
    expect(response.status).toBe(415);
    expect(response.body.code).toBe("unsupported_media_type");
    const undeclared = await fetch(`${api.url}/api/auth/register`, {
      method: "POST",
      body: '{"email":"a@example.com"}',
      headers: { "content-type": "" },
    });
    expect(undeclared.status).toBe(415);
  });

  it("refuses bodies over 1 MiB with 413, streamed or declared", async () => {
    const client = api.client();
    await client.registerAndSignIn();
    const huge = JSON.stringify({ endpoint: "x".repeat(MAX_BODY_BYTES + 10) });
    const response = await client.request("POST", "/api/push/subscribe", {
      rawBody: huge,
      headers: { "content-type": "application/json" },
    });
    expect(response.status).toBe(413);
    expect(response.body.code).toBe("payload_too_large");
  });

  it("answers wrong types field by field, never 500", async () => {
    const client = api.client();
    await client.registerAndSignIn();
    for (const body of [null, [], 42, "text", { endpoint: 1, p256dh: {}, auth: [] }]) {
      const response = await client.post("/api/push/subscribe", body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.code).toBe("validation_failed");
    }
    const fields = await client.post("/api/push/subscribe", { endpoint: 1, p256dh: {}, auth: [] });
    expect(fields.body.errors.map((error: { path: string }) => error.path).sort()).toEqual(["body.auth", "body.endpoint", "body.p256dh"]);
  });

  it("refuses unknown query parameters", async () => {
    const client = api.client();
    await client.registerAndSignIn();
    const response = await client.get("/api/push/subscriptions?debug=1");
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ path: "query.debug", message: "Unknown parameter" }]);
  });
});

describe("request ids", () => {
  it("puts a request id on every response, keeping a well-formed one from the caller", async () => {
    const generated = await api.client().get("/api/health");
    expect(generated.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await api.client().get("/api/health", { "x-request-id": "trace-42" });
    expect(kept.headers.get("x-request-id")).toBe("trace-42");
    const replaced = await api.client().get("/api/health", { "x-request-id": "bad id with spaces" });
    expect(replaced.headers.get("x-request-id")).not.toBe("bad id with spaces");
    const problem = await api.client().get("/api/push/subscriptions", { "x-request-id": "trace-43" });
    expect(problem.body.requestId).toBe("trace-43");
  });
});
