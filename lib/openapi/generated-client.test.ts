import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import openapiTS, { astToString } from "openapi-typescript";
import { describe, expect, it } from "vitest";

import { useApi } from "@/test/use-api";

const api = useApi();

/**
 * What an integrator's CI script does, written against a client generated from the served document
 * (openapi-typescript's types, openapi-fetch's client): type-checked, never run. A document that
 * marks an optional body required, types a field wrongly or leaves an answer out fails here.
 */
const INTEGRATOR_SCRIPT = `
import createClient from "openapi-fetch";

import type { components, paths } from "./api";

const client = createClient<paths>({ baseUrl: "https://publishing.example/api", headers: { authorization: "Bearer aps_…" } });

export async function nightly(storeId: string, vendorNumber: string): Promise<string[]> {
  const log: string[] = [];
  const registered = await client.POST("/apps", { body: { storeId, vendorNumber, credentialId: "cred_1" } });
  if (registered.error) return [registered.error.detail];
  const appId: string = registered.data.id;

  await client.GET("/apps/{appId}/pull", { params: { path: { appId } } });
  const tasks = await client.GET("/tasks", { params: { query: { limit: 10 } } });
  for (const task of tasks.data?.items ?? []) log.push(task.id);

  const versions = await client.GET("/apps/{appId}/versions", { params: { path: { appId } } });
  const version = versions.data?.items[0];
  if (version) {
    const edited = await client.PATCH("/apps/{appId}/versions/{versionId}/localizations/{locale}", {
      params: { path: { appId, versionId: version.id, locale: "en-US" } },
      body: { promotionalText: "Offline maps for every trail." },
    });
    if (edited.error) log.push(edited.error.code);
  }

  const reviews = await client.GET("/apps/{appId}/reviews", { params: { path: { appId }, query: { limit: 5 } } });
  const review = reviews.data?.items[0];
  if (review) {
    const reply = await client.POST("/apps/{appId}/reviews/{reviewId}/response", {
      params: { path: { appId, reviewId: review.id } },
      body: { responseBody: "Thank you for the kind words!" },
    });
    if (reply.error) log.push(reply.error.detail);
  }

  const usage = await client.GET("/usage");
  if (usage.data) log.push(JSON.stringify(usage.data));

  // The agent's pending change, approved as proposed: no body.
  const approved = await client.POST("/apps/{appId}/agent/approve", { params: { path: { appId } } });
  if (approved.error) log.push(approved.error.code);

  const ticket: components["schemas"]["TicketInput"] = { type: "QUESTION", subject: "Nightly run", message: "All done.\\nThanks" };
  await client.POST("/support/tickets", { body: ticket });
  return log;
}
`;

describe("a client generated from the served document", () => {
  it("type-checks an integrator's script in strict mode (openapi-typescript and openapi-fetch)", async () => {
    const response = await api.client().get("/api/openapi.json");
    expect(response.status).toBe(200);
    const dir = mkdtempSync(path.join(os.tmpdir(), "generated-client-"));
    try {
      // A property with a `default` is optional to send: openapi-typescript's own default would make it
      // required in request bodies too (it reasons from answers, which always carry it).
      writeFileSync(path.join(dir, "api.d.ts"), astToString(await openapiTS(response.body, { defaultNonNullable: false })));
      writeFileSync(path.join(dir, "script.ts"), INTEGRATOR_SCRIPT);
      const modules = path.resolve("node_modules");
      writeFileSync(
        path.join(dir, "tsconfig.json"),
        JSON.stringify({
          compilerOptions: {
            strict: true,
            noEmit: true,
            noUncheckedIndexedAccess: true,
            exactOptionalPropertyTypes: true,
            target: "ES2022",
            module: "ESNext",
            moduleResolution: "bundler",
            lib: ["ES2022", "DOM"],
            types: [],
            skipLibCheck: true,
            paths: { "openapi-fetch": [path.join(modules, "openapi-fetch")] },
          },
          files: ["script.ts"],
        }),
      );
      const result = spawnSync(process.execPath, [path.join(modules, "typescript/bin/tsc"), "-p", dir], { encoding: "utf8" });
      expect(result.stdout + result.stderr).toBe("");
      expect(result.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
