import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import Ajv2020 from "ajv/dist/2020";
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

  it("names where to follow every 202 in Location, but where nothing is left to follow", () => {
    // Emails on their way, and MCP's answer to a notification (the protocol's bodiless 202).
    const nothingToFollow = ["forgotPassword", "resendVerificationEmail", "changeEmail", "serveMcp"];
    const withoutLocation = operations
      .filter((operation) => operation.responses[202] && !operation.responses[202].headers?.Location)
      .map((operation) => operation.operationId);
    expect(withoutLocation.sort()).toEqual(nothingToFollow.sort());
  });

  it("pages every list, or says why it stays short", () => {
    const unbounded = operations.filter((operation) => {
      const answer = operation.responses[200]?.schema;
      const shape = answer && "shape" in answer ? (answer.shape as Record<string, unknown>) : {};
      const paged = operation.query && "shape" in operation.query && "cursor" in (operation.query.shape as object);
      return operation.method === "get" && "items" in shape && !paged && !operation.bound;
    });
    expect(unbounded.map((operation) => operation.operationId)).toEqual([]);
  });

  it("marks the platform's own endpoints internal (the job engine's, Stripe's and App Store Connect's webhooks), and only them", () => {
    const document = getOpenApiDocument() as unknown as {
      paths: Record<string, Record<string, { operationId: string; "x-internal"?: boolean }>>;
    };
    const internal = Object.values(document.paths)
      .flatMap((methods) => Object.values(methods))
      .filter((operation) => operation["x-internal"])
      .map((operation) => operation.operationId);
    expect(internal.sort()).toEqual(["inngestCall", "inngestIntrospect", "inngestSync", "receiveStoreWebhook", "stripeWebhook"]);
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
    expect(Object.keys(subscribe.responses).sort()).toEqual(["200", "201", "400", "401", "403", "413", "415", "429", "500", "503"]);
    const forbidden = subscribe.responses["403"].$ref.split("/").at(-1);
    expect(response.body.components.responses[forbidden].description).toContain("`banned`");
    expect(response.body.components.responses[forbidden].description).toContain("`insufficient_scope`");
    expect(response.body.components.schemas.Problem.required).toEqual(
      expect.arrayContaining(["type", "title", "status", "detail", "code"]),
    );
  });

  it("has only patterns that compile in ajv's strict mode and match what the server accepts", () => {
    // Values the server takes, per pattern in the document: a pattern new to it needs its examples here.
    const accepted: Record<string, string[]> = {
      "^[A-Za-z0-9]{1,64}$": ["2X9R4HXF34"],
      "^\\d{1,20}$": ["1234567890", "88"],
      "^\\d{1,9}(\\.\\d{1,9}){0,2}$": ["1", "1.6", "1.6.1"],
      "^\\+?[0-9 ()./-]{5,30}$": ["+1 408 555 0100", "(030) 1234-567"],
      "^\\d{4}-\\d{2}$": ["2026-11"],
      "^-?\\d+\\.\\d{2}$": ["12.30", "-0.99"],
      "^[A-Z]{3}$": ["USA", "DEU"],
      "^[A-Za-z0-9._:/-]+$": ["sync-app", "screenshots/upload.requested"],
      "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F]*$": ["Hello,\nthe sync stopped.\r\n\tThanks — Zoë 🙂", ""],
    };
    const patterns = new Set<string>();
    const collect = (node: unknown): void => {
      if (!node || typeof node !== "object") return;
      const { pattern } = node as { pattern?: unknown };
      if (typeof pattern === "string") patterns.add(pattern);
      for (const value of Object.values(node)) collect(value);
    };
    collect(getOpenApiDocument());
    const ajv = new Ajv2020({ strict: true });
    for (const pattern of patterns) {
      const validate = ajv.compile({ type: "string", pattern });
      // zod's own date-time pattern: an answer's timestamp.
      const examples = pattern.includes("T(?:(?:[01]\\d|2[0-3])") ? ["2026-11-28T01:02:03.456Z"] : accepted[pattern];
      expect(examples, `examples for ${pattern}`).toBeDefined();
      for (const example of examples!) expect(validate(example), `${JSON.stringify(example)} against ${pattern}`).toBe(true);
    }
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
