import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { nextAuthOperations } from "@/lib/auth/operations";
import { apiRoutes, openApiPath } from "@/test/routes";
import { useApi } from "@/test/use-api";

import { getOpenApiDocument } from "./document";
import { operations } from "./operations";

const api = useApi();

/** Routes that are not operations of their own: the 404 fallback, and next-auth's catch-all. */
const UNKNOWN_ROUTE = "/api/[...path]";
const NEXT_AUTH_ROUTE = "/api/auth/[...nextauth]";

describe("OpenAPI document", () => {
  it("has an operation for every method of every route file", () => {
    const documented = new Set(operations.map((operation) => `${operation.method.toUpperCase()} ${operation.path}`));
    const missing = apiRoutes
      .filter((route) => route.pattern !== UNKNOWN_ROUTE && route.pattern !== NEXT_AUTH_ROUTE)
      .flatMap((route) => route.methods.map((method) => `${method} ${openApiPath(route)}`))
      .filter((entry) => !documented.has(entry));
    expect(missing).toEqual([]);
  });

  it("documents no operation that no route serves", () => {
    const served = apiRoutes.flatMap((route) => route.methods.map((method) => `${method} ${openApiPath(route)}`));
    const phantom = operations
      .filter((operation) => !nextAuthOperations.includes(operation))
      .map((operation) => `${operation.method.toUpperCase()} ${operation.path}`)
      .filter((entry) => !served.includes(entry));
    expect(phantom).toEqual([]);
    // next-auth's operations are served by its catch-all route.
    expect(nextAuthOperations.every((operation) => operation.path.startsWith("/auth/"))).toBe(true);
  });

  it("is served at /api/openapi.json without a session", async () => {
    const response = await api.client().get("/api/openapi.json");
    expect(response.status).toBe(200);
    expect(response.body.openapi).toBe("3.1.0");
    expect(Object.keys(response.body.paths)).toContain("/push/subscriptions/{id}");
    const subscribe = response.body.paths["/push/subscribe"].post;
    expect(subscribe.security).toEqual([{ sessionCookie: [] }, { accessToken: [] }]);
    expect(response.body.components.securitySchemes.accessToken).toMatchObject({ type: "http", scheme: "bearer" });
    // Managing the account's credentials takes a session, never a token.
    expect(response.body.paths["/account/tokens"].post.security).toEqual([{ sessionCookie: [] }]);
    // A body schema made optional (an empty body is valid) is documented as a body that is not required.
    expect(response.body.paths["/account/sessions"].delete.requestBody).toEqual({
      required: false,
      content: { "application/json": { schema: { $ref: "#/components/schemas/EndOtherSessionsInput" } } },
    });
    expect(response.body.paths["/account/tokens"].post.requestBody.required).toBe(true);
    expect(Object.keys(subscribe.responses).sort()).toEqual(["200", "201", "400", "401", "403", "413", "415", "429", "500"]);
    const forbidden = subscribe.responses["403"].$ref.split("/").at(-1);
    expect(response.body.components.responses[forbidden].description).toContain("`banned`");
    expect(response.body.components.responses[forbidden].description).toContain("`insufficient_scope`");
    expect(response.body.components.schemas.Problem.required).toEqual(
      expect.arrayContaining(["type", "title", "status", "detail", "code"]),
    );
  });

  it("passes `redocly lint` with no errors", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "openapi-"));
    const file = path.join(dir, "openapi.json");
    writeFileSync(file, JSON.stringify(getOpenApiDocument()));
    const result = spawnSync(process.execPath, [require.resolve("@redocly/cli/bin/cli.js"), "lint", file, "--format", "json"], {
      encoding: "utf8",
      env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
    });
    const report = JSON.parse(result.stdout) as {
      totals: { errors: number; warnings: number };
      problems: { ruleId: string; message: string; severity: string }[];
    };
    expect(report.problems.filter((problem) => problem.severity === "error")).toEqual([]);
    expect(report.totals.errors).toBe(0);
  }, 60_000);
});
