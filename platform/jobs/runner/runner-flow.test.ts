import { randomUUID } from "node:crypto";

import { afterEach, beforeAll, describe, expect, it } from "vitest";

import { databaseReady, db } from "@/lib/db/client";

import { TestClock } from "../clock";
import { EmbeddedRunner } from "./runner";
import {
  client,
  executions,
  failures,
  gates,
  inFlight,
  limitedPeak,
  overlaps,
  signingKey,
  handlerWithOptions,
  testHandler,
} from "@/test/jobs-test-app";

const handler = testHandler();
const runners: EmbeddedRunner[] = [];

function newRunner(clock: TestClock | undefined, options: { concurrency?: number; pollMs?: number } = {}) {
  const runner = new EmbeddedRunner({ handler, signingKey, clock, leaseMs: 30_000, ...options });
  runners.push(runner);
  return runner;
}

beforeAll(() => databaseReady());
afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.stop()));
});

const jobsWith = (key: string) => db().job.findMany({ where: { payload: { path: ["key"], equals: key } }, orderBy: { createdAt: "asc" } });
const times = (key: string, step: string) => executions.get(`${key}:${step}`) ?? 0;

describe("embedded runner: composition and control", () => {
  it("starts other runs through step.sendEvent", async () => {
    const runner = newRunner(new TestClock());
    const key = randomUUID();
    await client.send({ name: "test/relay", data: { key } });
    await runner.runUntilIdle();
    const [run] = await db().job.findMany({ where: { queueName: "three-steps", payload: { path: ["key"], equals: key } } });
    expect(run).toMatchObject({ status: "completed", result: { sum: 6 } });
  });

  it("sleeps until an absolute time with step.sleepUntil", async () => {
    const clock = new TestClock("2026-05-01T12:00:00Z");
    const runner = newRunner(clock);
    const key = randomUUID();
    await client.send({ name: "test/alarm", data: { key, at: "2026-05-01T15:30:00Z" } });
    await runner.runUntilIdle();
    const [sleeping] = await jobsWith(key);
    expect(sleeping).toMatchObject({ status: "sleeping", runAt: new Date("2026-05-01T15:30:00Z") });
    clock.advance(3 * 60 * 60_000);
    await runner.runUntilIdle();
    expect(times(key, "ring")).toBe(0);
    clock.advance(30 * 60_000);
    await runner.runUntilIdle();
    expect(times(key, "ring")).toBe(1);
  });

  it("cancels a sleeping run when its cancel event matches, and only that run", async () => {
    const clock = new TestClock();
    const runner = newRunner(clock);
    const [doomed, spared] = [randomUUID(), randomUUID()];
    await client.send([
      { name: "test/cancellable", data: { key: doomed } },
      { name: "test/cancellable", data: { key: spared } },
    ]);
    await runner.runUntilIdle();
    await client.send({ name: "test/cancel", data: { key: doomed } });
    await runner.runUntilIdle();
    expect((await jobsWith(doomed))[0]).toMatchObject({ status: "cancelled", leaseOwner: null });
    expect((await jobsWith(spared))[0]!.status).toBe("sleeping");
    clock.advance(60 * 60_000);
    await runner.runUntilIdle();
    expect((await jobsWith(spared))[0]!.status).toBe("completed");
    expect(times(doomed, "after")).toBe(0);
  });

  it("calls the function's onFailure handler when a run fails", async () => {
    const runner = newRunner(new TestClock());
    const key = randomUUID();
    await client.send({ name: "test/doomed", data: { key } });
    await runner.runUntilIdle();
    expect((await jobsWith(key))[0]!.status).toBe("failed");
    expect(failures.get(key)).toBe("kaboom");
  });

  it("fails a run at once, saying why, when it asks for step.waitForEvent or step.invoke, which the runner does not do", async () => {
    const runner = newRunner(new TestClock());
    const [waits, invokes] = [randomUUID(), randomUUID()];
    await client.send([
      { name: "test/wait", data: { key: waits } },
      { name: "test/invoke", data: { key: invokes } },
    ]);
    await runner.runUntilIdle();
    expect((await jobsWith(waits))[0]).toMatchObject({
      status: "failed",
      attempts: 1,
      error: { name: "UnsupportedOperation", message: expect.stringContaining('does not support step.waitForEvent (step "approval")') },
    });
    expect(times(waits, "before")).toBe(1);
    expect((await jobsWith(invokes))[0]).toMatchObject({
      status: "failed",
      error: { name: "UnsupportedOperation", message: expect.stringContaining("does not support step.invoke") },
    });
    expect(await jobsWith(`${invokes}-invoked`)).toEqual([]);
  });

  it("refuses to sync a function that asks for singleton, naming it and the alternative", async () => {
    const runner = new EmbeddedRunner({
      handler: handlerWithOptions({ singleton: { key: "event.data.appId", mode: "skip" } }),
      signingKey,
      clock: new TestClock(),
    });
    await expect(runner.sync()).rejects.toThrow(
      "does not apply `singleton` (function runner-test-options-once): use `concurrency: { key, limit: 1 }`",
    );
  });

  // Every Inngest option the runner would otherwise drop silently: a function could pass every test here and behave otherwise on Inngest.
  it.each([
    ["throttle", { throttle: { limit: 1, period: "1m" } }],
    ["debounce", { debounce: { period: "10s" } }],
    ["rateLimit", { rateLimit: { limit: 1, period: "1h" } }],
    ["batchEvents", { batchEvents: { maxSize: 10, timeout: "5s" } }],
    ["priority", { priority: { run: "event.data.rank" } }],
    ["idempotency", { idempotency: "event.data.id" }],
    ["timeouts", { timeouts: { finish: "1h" } }],
    ["cancelOn.timeout", { cancelOn: [{ event: "test/stop", timeout: "1h" }] }],
  ])("refuses to sync a function that sets %s, naming it", async (option, options) => {
    const runner = new EmbeddedRunner({ handler: handlerWithOptions(options), signingKey, clock: new TestClock() });
    await expect(runner.sync()).rejects.toThrow(`does not apply \`${option}\` (function runner-test-options-once)`);
  });

  it("takes over a run whose runner crashed, once its lease expires; finished steps are not run again", async () => {
    const clock = new TestClock();
    const crashed = newRunner(clock);
    const key = randomUUID();
    let unblock!: () => void;
    gates.set(key, new Promise((resolve) => (unblock = resolve)));
    await client.send({ name: "test/steps", data: { key } });
    const stuck = crashed.tick();
    await stuck;
    for (let tries = 0; tries < 200 && times(key, "b") === 0; tries++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(times(key, "b")).toBe(1);

    // The crashed runner never returns; another one finds the lease expired.
    gates.delete(key);
    const rescuer = newRunner(clock);
    await rescuer.runUntilIdle();
    expect((await jobsWith(key))[0]!.status).toBe("running");
    clock.advance(31_000);
    await rescuer.runUntilIdle();
    expect((await jobsWith(key))[0]).toMatchObject({ status: "completed", result: { sum: 6 } });

    // The crashed runner's late answer changes nothing: it no longer holds the lease.
    unblock();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect([times(key, "a"), times(key, "c")]).toEqual([1, 1]);
    expect((await jobsWith(key))[0]).toMatchObject({ status: "completed", result: { sum: 6 } });
  });

  it("lets two runners share the work without running a step twice or breaking a concurrency limit", async () => {
    const first = newRunner(undefined, { concurrency: 4, pollMs: 5 });
    const second = newRunner(undefined, { concurrency: 4, pollMs: 5 });
    const batch = randomUUID();
    const keys = Array.from({ length: 24 }, (_, index) => `${batch}-${index}`);
    await client.send(keys.map((key, index) => ({ name: "test/tracked", data: { key, group: `${batch}-g${index % 3}` } })));
    await Promise.all([first.start(), second.start()]);
    for (let tries = 0; tries < 600; tries++) {
      const done = await db().job.count({
        where: { queueName: "tracked", status: "completed", payload: { path: ["group"], string_starts_with: batch } },
      });
      if (done === keys.length) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await Promise.all([first.stop(), second.stop()]);
    expect(overlaps.count).toBe(0);
    expect(overlaps.maxGroupConcurrency).toBe(1);
    expect(inFlight.size).toBe(0);
    for (const key of keys) expect(["s1", "s2", "s3"].map((step) => times(key, step))).toEqual([1, 1, 1]);
    const owners = await db().job.groupBy({ by: ["status"], where: { queueName: "tracked" }, _count: true });
    expect(owners).toEqual([{ status: "completed", _count: keys.length }]);
  }, 60_000);

  it("applies each of a function's two concurrency limits (per key and in all) across runners", async () => {
    const first = newRunner(undefined, { concurrency: 4, pollMs: 5 });
    const second = newRunner(undefined, { concurrency: 4, pollMs: 5 });
    const batch = randomUUID();
    // Two groups of six: each group alone may run two at once, both together only three.
    await client.send(
      Array.from({ length: 12 }, (_, index) => ({
        name: "test/limited",
        data: { key: `${batch}-${index}`, group: `${batch}-g${index % 2}` },
      })),
    );
    await Promise.all([first.start(), second.start()]);
    for (let tries = 0; tries < 600; tries++) {
      const done = await db().job.count({
        where: { queueName: "limited", status: "completed", payload: { path: ["key"], string_starts_with: batch } },
      });
      if (done === 12) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await Promise.all([first.stop(), second.stop()]);
    expect(await db().job.count({ where: { queueName: "limited", status: "completed" } })).toBe(12);
    expect(limitedPeak.group).toBeLessThanOrEqual(2);
    expect(limitedPeak.total).toBeLessThanOrEqual(3);
    // Runs did share the work (the limits bound it; they did not serialise it).
    expect(limitedPeak.total).toBeGreaterThan(1);
    const [job] = await db().job.findMany({ where: { queueName: "limited" }, take: 1 });
    expect(job!.concurrencyLimits).toEqual([2, 3]);
  }, 60_000);
});
