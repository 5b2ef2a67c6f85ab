import { randomUUID } from "node:crypto";

import { afterEach, beforeAll, describe, expect, it } from "vitest";

import { databaseReady, db } from "@/lib/db/client";

import { TestClock } from "../clock";
import { EmbeddedRunner } from "./runner";
import { client, executions, failuresLeft, gates, signingKey, testHandler } from "@/test/jobs-test-app";

const handler = testHandler();
const runners: EmbeddedRunner[] = [];

function newRunner(clock: TestClock) {
  const runner = new EmbeddedRunner({ handler, signingKey, clock, leaseMs: 30_000 });
  runners.push(runner);
  return runner;
}

beforeAll(() => databaseReady());
afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.stop()));
});

async function jobFor(key: string) {
  const jobs = await db().job.findMany({
    where: { payload: { path: ["key"], equals: key } },
    include: { logs: { orderBy: { id: "asc" } } },
  });
  expect(jobs).toHaveLength(1);
  return jobs[0]!;
}

const times = (key: string, step: string) => executions.get(`${key}:${step}`) ?? 0;

describe("embedded runner", () => {
  it("runs each step of an event-triggered function once and records the result", async () => {
    const clock = new TestClock();
    const runner = newRunner(clock);
    const key = randomUUID();
    await client.send({ name: "test/steps", data: { key } });
    await runner.runUntilIdle();
    const job = await jobFor(key);
    expect(job).toMatchObject({ status: "completed", result: { sum: 6 }, queueName: "three-steps", attempts: 1, payload: { key } });
    expect(["a", "b", "c"].map((step) => times(key, step))).toEqual([1, 1, 1]);
    expect(job.logs.map((line) => line.message)).toContain(`starting ${key}`);
  });

  it("retries a failing step with backoff, then succeeds", async () => {
    const clock = new TestClock();
    const runner = newRunner(clock);
    const key = randomUUID();
    failuresLeft.set(key, 2);
    await client.send({ name: "test/steps", data: { key } });
    await runner.runUntilIdle();
    expect((await jobFor(key)).status).toBe("queued");
    for (let retry = 0; retry < 2; retry++) {
      clock.advance(10 * 60_000);
      await runner.runUntilIdle();
    }
    const job = await jobFor(key);
    expect(job.status).toBe("completed");
    expect(job.attempts).toBe(3);
    expect([times(key, "a"), times(key, "b"), times(key, "c")]).toEqual([1, 3, 1]);
    expect(job.logs.filter((line) => line.level === "warn").map((line) => line.message)).toEqual([
      expect.stringMatching(/^attempt 1 of 4 failed: flaky failure, 2 left; retrying in \d+ s$/),
      expect.stringMatching(/^attempt 2 of 4 failed: flaky failure, 1 left/),
    ]);
  });

  it("fails with the error and logs once retries are exhausted", async () => {
    const clock = new TestClock();
    const runner = newRunner(clock);
    const key = randomUUID();
    failuresLeft.set(key, 100);
    await client.send({ name: "test/steps", data: { key } });
    for (let round = 0; round < 6; round++) {
      await runner.runUntilIdle();
      clock.advance(60 * 60_000);
    }
    const job = await jobFor(key);
    expect(job.status).toBe("failed");
    expect(job.attempts).toBe(4);
    expect(times(key, "b")).toBe(4);
    expect(times(key, "c")).toBe(0);
    expect(job.error).toMatchObject({ message: expect.stringContaining("flaky failure") });
    expect(job.finishedAt).not.toBeNull();
    expect(job.logs.at(-1)).toMatchObject({ level: "error", message: expect.stringContaining("failed: flaky failure") });
  });

  it("does not retry a NonRetriableError", async () => {
    const runner = newRunner(new TestClock());
    await client.send({ name: "test/fatal", data: { key: "fatal" } });
    await runner.runUntilIdle();
    const [job] = await db().job.findMany({ where: { queueName: "fatal" } });
    expect(job).toMatchObject({ status: "failed", attempts: 1, error: { message: "this input can never work" } });
  });

  it("runs parallel steps each exactly once", async () => {
    const runner = newRunner(new TestClock());
    const key = randomUUID();
    await client.send({ name: "test/parallel", data: { key } });
    await runner.runUntilIdle();
    expect((await jobFor(key)).result).toEqual(["p1", "p2", "p3"]);
    expect(["p1", "p2", "p3"].map((step) => times(key, step))).toEqual([1, 1, 1]);
  });

  it("sleeps for a duration with step.sleep: not due before its end, on after it, steps before it not run again", async () => {
    const clock = new TestClock();
    const runner = newRunner(clock);
    const key = randomUUID();
    await client.send({ name: "test/nap", data: { key } });
    await runner.runUntilIdle();
    const napping = await jobFor(key);
    expect(napping.status).toBe("sleeping");
    expect(napping.runAt.getTime()).toBe(clock.now().getTime() + 10 * 60_000);
    clock.advance(10 * 60_000 - 1);
    await runner.runUntilIdle();
    expect((await jobFor(key)).status).toBe("sleeping");
    clock.advance(1);
    await runner.runUntilIdle();
    expect(await jobFor(key)).toMatchObject({ status: "completed", result: "rested" });
    expect([times(key, "before"), times(key, "after")]).toEqual([1, 1]);
  });

  it("fires a cron function on schedule under the test clock", async () => {
    // A fresh deployment: no schedule yet (earlier tests' clocks left theirs overdue).
    await db().cronSchedule.deleteMany();
    const clock = new TestClock("2026-03-01T10:07:00Z");
    const runner = newRunner(clock);
    const before = executions.get("ticker:tick") ?? 0;
    await runner.runUntilIdle();
    expect(executions.get("ticker:tick") ?? 0).toBe(before);
    clock.advance(8 * 60_000); // 10:15
    await runner.runUntilIdle();
    expect(executions.get("ticker:tick")).toBe(before + 1);
    clock.advance(14 * 60_000); // 10:29: not yet
    await runner.runUntilIdle();
    expect(executions.get("ticker:tick")).toBe(before + 1);
    clock.advance(60_000); // 10:30
    await runner.runUntilIdle();
    expect(executions.get("ticker:tick")).toBe(before + 2);
  });

  it("resumes a run interrupted mid-way on a new runner, each step executed exactly once", async () => {
    const clock = new TestClock();
    const first = newRunner(clock);
    const key = randomUUID();
    let open!: () => void;
    gates.set(key, new Promise((resolve) => (open = resolve)));
    await client.send({ name: "test/steps", data: { key } });
    const ticking = first.tick();
    await ticking;
    await waitUntil(() => times(key, "b") === 1);
    const stopping = first.stop();
    open();
    await stopping;
    const interrupted = await jobFor(key);
    expect(interrupted.status).not.toBe("completed");
    expect(interrupted.leaseOwner).toBeNull();

    const second = newRunner(clock);
    await second.runUntilIdle();
    expect((await jobFor(key)).status).toBe("completed");
    expect(["a", "b", "c"].map((step) => times(key, step))).toEqual([1, 1, 1]);
  });
});

async function waitUntil(condition: () => boolean) {
  for (let tries = 0; tries < 500 && !condition(); tries++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(condition()).toBe(true);
}
