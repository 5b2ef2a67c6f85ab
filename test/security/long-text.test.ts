import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";

import { db } from "@/lib/db/client";
import { BODY_LIMITS } from "@/lib/http/read-body";
import { operations } from "@/lib/openapi/operations";
import { REVIEW_TEXT_LIMITS } from "@/lib/text/store-text";
import { TestClock } from "@/platform/jobs";
import { demoAccount } from "@/platform/store-simulator";
import type { ApiClient } from "@/test/api-client";
import { probeHealth } from "@/test/health-probe";
import { startSimulatorProcess } from "@/test/simulator-process";
import { registerSyncedApp, useAppRunners } from "@/test/synced-app";
import { useApi } from "@/test/use-api";

// One long text must not stop the service for everyone: a 30 MB review from the store once held
// the server for over ten minutes, 0.5 MB for 11.6 s. While a user sends the longest texts they
// can (a review through the store, a value in every field of every operation), another user's
// GET /api/health keeps answering within a second, and the event loop never stalls that long.
process.env.RATE_LIMIT_PER_MINUTE = "1000000";
// The store in a process of its own, over HTTP as Apple is: its work on 30 MB (building the page)
// is not the service's, and must not be measured as the service's.
const store = await startSimulatorProcess();
process.env.STORE_API_BASE_URL = store.baseUrl;
afterAll(() => store.stop());

const api = useApi();
const newRunner = useAppRunners();
const [trailmix] = demoAccount.apps;
const BOUND_MS = 1_000;
const MiB = 1024 * 1024;

/** `size` code units of a text with every kind of costly character: emoji, combining marks, digits, links, addresses. */
const longText = (size: number) =>
  "Crash 😀 e\u0301 call +1 202 555 0199, x@example.com www.example.com 50% off $4.99 ".repeat(size / 64).slice(0, size);

let sender: ApiClient;
let appId: string;

beforeAll(async () => {
  sender = api.client();
  const account = await sender.registerAndSignIn({ name: "Long Texts" });
  // An admin too, so the administration's operations read their bodies rather than refuse the caller.
  await db().user.update({ where: { id: account.id }, data: { role: "admin" } });
  appId = (await registerSyncedApp(sender, trailmix!.storeId)).id;
});

/** Runs `work` while another user probes the service; the probe's figures. */
async function whileProbed(work: () => Promise<void>) {
  const probe = probeHealth(api.url);
  const failure = await work().then(
    () => undefined,
    (error: unknown) => ({ error }),
  );
  const figures = await probe.stop();
  if (failure) throw failure.error;
  return figures;
}

describe("another user's health checks answer within a second", () => {
  it("while a 30 MB review comes in through the store and is synced, cut to the service's limit", async () => {
    await store.addReview({
      appStoreId: trailmix!.storeId,
      rating: 1,
      title: longText(MiB),
      body: longText(30 * MiB),
      territory: "USA",
    });
    const figures = await whileProbed(async () => {
      const runner = newRunner(new TestClock(new Date()));
      const { taskId } = (await sender.post(`/api/apps/${appId}/sync`)).body;
      await runner.runUntilIdle();
      expect((await db().syncTask.findUniqueOrThrow({ where: { id: taskId } })).status).toBe("succeeded");
    });
    const stored = await db().customerReview.findFirstOrThrow({ where: { appId }, orderBy: { storeCreatedAt: "desc" } });
    expect(stored.body!.length).toBeLessThanOrEqual(REVIEW_TEXT_LIMITS.body);
    expect(stored.title!.length).toBeLessThanOrEqual(REVIEW_TEXT_LIMITS.title);
    expect(figures).toMatchObject({ failures: 0 });
    expect(figures.slowestMs).toBeLessThan(BOUND_MS);
    expect(figures.longestStallMs).toBeLessThan(BOUND_MS);
  });

  // Every field of every JSON operation (nested ones included) gets 10 MB, which the body limit
  // refuses unread, then the most a body may carry, which is parsed and checked: either way a
  // client error, cheaply.
  const jsonOperations = operations.filter(
    (operation) => operation.body && (operation.bodyContentType ?? "application/json") === "application/json" && !operation.tokenOnly,
  );
  const values = { "10 MB": longText(10 * MiB), "the most a body carries": longText(BODY_LIMITS.json - 4 * 1024) };

  it.each(Object.entries(values))("while every field of every operation is sent %s", async (_, text) => {
    const value = JSON.stringify(text);
    const slowest: string[] = [];
    const figures = await whileProbed(async () => {
      for (const operation of jsonOperations) {
        const path = `/api${operation.path.replace("{appId}", appId).replace(/\{[^}]+\}/g, "00000000-0000-7000-8000-000000000000")}`;
        for (const field of fieldPaths(operation.body!)) {
          const started = performance.now();
          const response = await sender.request(operation.method.toUpperCase(), path, {
            rawBody: JSON.stringify(bodyWith(field, "\u0000")).replace('"\\u0000"', () => value),
            offDocument: "a value past every field's limit",
          });
          expect(response.status, `${operation.operationId} ${field.join(".")}`).toBeGreaterThanOrEqual(400);
          expect(response.status, `${operation.operationId} ${field.join(".")}`).toBeLessThan(500);
          const elapsed = performance.now() - started;
          if (elapsed > BOUND_MS) slowest.push(`${operation.operationId} ${field.join(".")}: ${Math.round(elapsed)} ms`);
        }
      }
    });
    expect(slowest).toEqual([]);
    expect(figures).toMatchObject({ failures: 0 });
    expect(figures.slowestMs).toBeLessThan(BOUND_MS);
    expect(figures.longestStallMs).toBeLessThan(BOUND_MS);
  });
});

type Path = (string | number)[];

/** The paths of every value a body schema takes (an object's fields, an array's items, a union's choices), to its leaves. */
function fieldPaths(schema: z.ZodType, prefix: Path = [], seen = new Set<z.ZodType>()): Path[] {
  const def = (schema as unknown as { _zod: { def: Record<string, any> } })._zod.def;
  switch (def.type) {
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
    case "catch":
    case "nonoptional":
      return fieldPaths(def.innerType, prefix, seen);
    case "pipe":
      return fieldPaths(def.in, prefix, seen);
    case "lazy":
      // A schema that holds itself: walked once.
      if (seen.has(schema)) return [];
      seen.add(schema);
      return fieldPaths(def.getter(), prefix, seen);
    case "object":
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, field]) => fieldPaths(field, [...prefix, key], seen));
    case "array":
      return fieldPaths(def.element, [...prefix, 0], seen);
    case "union": {
      const all = (def.options as z.ZodType[]).flatMap((option) => fieldPaths(option, prefix, seen));
      return [...new Map(all.map((path) => [path.join("."), path])).values()];
    }
    default:
      return [prefix];
  }
}

/** A body holding `value` at `path`, and nothing else. */
function bodyWith(path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  return typeof head === "number" ? [bodyWith(rest, value)] : { [head!]: bodyWith(rest, value) };
}
