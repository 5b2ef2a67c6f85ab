import { randomUUID } from "node:crypto";

import { beforeAll, describe, expect, it } from "vitest";

import { db } from "@/lib/db/client";
import type { JobStatus } from "@/lib/db/generated/client";
import { writeOutbox } from "@/lib/events/outbox";
import { operations } from "@/lib/openapi/operations";
import type { ApiClient } from "@/test/api-client";
import { useApi } from "@/test/use-api";

import { EmbeddedRunner, TestClock } from "@/platform/jobs";
import { client as testInngest, failuresLeft, signingKey, testHandler } from "@/test/jobs-test-app";

const api = useApi();
let admin: ApiClient;
let user: ApiClient;

beforeAll(async () => {
  admin = api.client();
  const account = await admin.registerAndSignIn();
  await db().user.update({ where: { id: account.id }, data: { role: "admin" } });
  user = api.client();
  await user.registerAndSignIn();
});

const DAY = 86_400_000;
const now = Date.now();

async function seed(queueName: string, status: JobStatus, payload: object, options: { ageMs?: number; durationMs?: number } = {}) {
  const createdAt = new Date(now - (options.ageMs ?? 0));
  const finished = ["completed", "failed", "cancelled"].includes(status);
  return db().job.create({
    data: {
      functionId: `app-${queueName}`,
      queueName,
      status,
      event: { name: `${queueName}/run`, data: payload, id: randomUUID(), ts: createdAt.getTime() },
      payload,
      createdAt,
      startedAt: createdAt,
      finishedAt: finished ? new Date(createdAt.getTime() + (options.durationMs ?? 1000)) : null,
      error: status === "failed" ? { name: "Error", message: "boom" } : undefined,
    },
  });
}

describe("admin jobs API", () => {
  it("is for admins only", async () => {
    const adminOnly = operations.filter((operation) => operation.access === "admin" && operation.path.startsWith("/admin/jobs"));
    expect(adminOnly.length).toBeGreaterThanOrEqual(7);
    for (const operation of adminOnly) {
      const path = `/api${operation.path.replace("{jobId}", randomUUID()).replace("{queueName}", "q")}`;
      const response = await user.request(operation.method.toUpperCase(), path);
      expect(response.status, path).toBe(403);
      expect(response.body.code).toBe("forbidden");
    }
  });

  it("lists jobs newest first with filters and keyset pagination", async () => {
    const queue = `list-${randomUUID().slice(0, 8)}`;
    const old = await seed(queue, "completed", { appId: "a-1" }, { ageMs: 10 * DAY });
    const failed = await seed(queue, "failed", { appId: "needle-42" }, { ageMs: 2 * DAY });
    const done = await seed(queue, "completed", { appId: "a-3" }, { ageMs: DAY });
    const queued = await seed(queue, "queued", { appId: "a-4" });

    const all = await admin.get(`/api/admin/jobs?queueName=${queue}`);
    expect(all.body.items.map((job: { jobId: string }) => job.jobId)).toEqual([queued.id, done.id, failed.id, old.id]);
    expect(all.body.items[2]).toMatchObject({
      queueName: queue,
      status: "failed",
      payload: { appId: "needle-42" },
      error: { message: "boom" },
    });

    const byStatus = await admin.get(`/api/admin/jobs?queueName=${queue}&status=completed`);
    expect(byStatus.body.items.map((job: { jobId: string }) => job.jobId)).toEqual([done.id, old.id]);
    const recent = await admin.get(`/api/admin/jobs?queueName=${queue}&days=3`);
    expect(recent.body.items).toHaveLength(3);
    const byPayload = await admin.get(`/api/admin/jobs?search=needle-42`);
    expect(byPayload.body.items.map((job: { jobId: string }) => job.jobId)).toEqual([failed.id]);
    const byId = await admin.get(`/api/admin/jobs?search=${old.id}`);
    expect(byId.body.items.map((job: { jobId: string }) => job.jobId)).toEqual([old.id]);

    const pages: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: { items: { jobId: string }[]; nextCursor: string | null } } = await admin.get(
        `/api/admin/jobs?queueName=${queue}&limit=3${cursor ? `&cursor=${cursor}` : ""}`,
      );
      pages.push(...page.body.items.map((job) => job.jobId));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(pages).toEqual([queued.id, done.id, failed.id, old.id]);

    const bad = await admin.get(`/api/admin/jobs?status=exploded&limit=0`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((error: { path: string }) => error.path).sort()).toEqual(["query.limit", "query.status"]);
  });

  it("aggregates per day and queue for charts", async () => {
    const queue = `stats-${randomUUID().slice(0, 8)}`;
    for (const duration of [1000, 2000, 3000, 4000]) await seed(queue, "completed", {}, { durationMs: duration });
    await seed(queue, "failed", {}, { durationMs: 10_000 });
    await seed(queue, "queued", {});
    await seed(queue, "completed", {}, { ageMs: 30 * DAY });
    const stats = await admin.get(`/api/admin/jobs/stats?days=7`);
    const today = stats.body.items.filter((item: { queueName: string }) => item.queueName === queue);
    expect(today).toHaveLength(1);
    expect(today[0]).toMatchObject({
      day: new Date(now).toISOString().slice(0, 10),
      total: 6,
      counts: { completed: 4, failed: 1, queued: 1, running: 0, sleeping: 0, cancelled: 0 },
      meanDurationMs: 4000,
    });
    expect(today[0].p95DurationMs).toBeGreaterThan(4000);
    expect(today[0].p95DurationMs).toBeLessThanOrEqual(10_000);
  });

  it("shows a job's steps and logs, and 404 for an unknown one", async () => {
    const runner = new EmbeddedRunner({ handler: testHandler(), signingKey, clock: new TestClock() });
    const key = randomUUID();
    await testInngest.send({ name: "test/steps", data: { key } });
    await runner.runUntilIdle();
    const [job] = await db().job.findMany({ where: { payload: { path: ["key"], equals: key } } });
    const detail = await admin.get(`/api/admin/jobs/${job!.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ jobId: job!.id, status: "completed", result: { sum: 6 }, event: { name: "test/steps" } });
    expect(detail.body.steps.map((step: { name: string }) => step.name)).toEqual(["a", "b", "c"]);
    expect(detail.body.logs.map((line: { message: string }) => line.message)).toContain(`starting ${key}`);
    expect((await admin.get(`/api/admin/jobs/${randomUUID()}`)).status).toBe(404);
  });

  it("retries only failed jobs, linking the new job and resuming a paused queue; the runner then runs it", async () => {
    // Starts at wall time: the API creates the retry "now", as in production.
    const clock = new TestClock(new Date());
    const runner = new EmbeddedRunner({ handler: testHandler(), signingKey, clock });
    const key = randomUUID();
    failuresLeft.set(key, 100);
    await testInngest.send({ name: "test/steps", data: { key } });
    for (let round = 0; round < 6; round++) {
      await runner.runUntilIdle();
      clock.advance(60 * 60_000);
    }
    const [failed] = await db().job.findMany({ where: { payload: { path: ["key"], equals: key } } });
    expect(failed!.status).toBe("failed");

    const completed = await seed(`retry-${randomUUID().slice(0, 8)}`, "completed", {});
    const refused = await admin.post(`/api/admin/jobs/${completed.id}/retry`);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("job_not_failed");

    expect((await admin.post(`/api/admin/jobs/queues/three-steps/pause`)).body).toEqual({ name: "three-steps", paused: true });
    failuresLeft.set(key, 0);
    const retried = await admin.post(`/api/admin/jobs/${failed!.id}/retry`);
    expect(retried.status).toBe(201);
    expect(retried.body).toMatchObject({ status: "queued", retryOfId: failed!.id, payload: { key }, queueName: "three-steps" });
    const queues = await admin.get(`/api/admin/jobs/queues`);
    expect(queues.body.items).toContainEqual({ name: "three-steps", paused: false });

    clock.advance(60_000);
    await runner.runUntilIdle();
    const rerun = await admin.get(`/api/admin/jobs/${retried.body.jobId}`);
    expect(rerun.body).toMatchObject({ status: "completed", result: { sum: 6 } });
  });

  it("holds back jobs of a paused queue until it is resumed", async () => {
    const runner = new EmbeddedRunner({ handler: testHandler(), signingKey, clock: new TestClock() });
    // The test app's queue exists once it has a job (only the service's own functions are served here).
    await testInngest.send({ name: "test/parallel", data: { key: randomUUID() } });
    await runner.runUntilIdle();
    expect((await admin.post(`/api/admin/jobs/queues/parallel/pause`)).body).toEqual({ name: "parallel", paused: true });
    const key = randomUUID();
    await testInngest.send({ name: "test/parallel", data: { key } });
    await runner.runUntilIdle();
    const [held] = await db().job.findMany({ where: { payload: { path: ["key"], equals: key } } });
    expect(held!.status).toBe("queued");
    expect((await admin.post(`/api/admin/jobs/queues/parallel/resume`)).body).toEqual({ name: "parallel", paused: false });
    await runner.runUntilIdle();
    expect((await db().job.findUniqueOrThrow({ where: { id: held!.id } })).status).toBe("completed");
  });

  it("shows event delivery to admins (jobs API) and in the readiness probe's detail", async () => {
    const runner = new EmbeddedRunner({ handler: testHandler(), signingKey, clock: new TestClock(new Date()) });
    await runner.runUntilIdle();
    const [waiting, failing] = await writeOutbox(db(), [
      { name: "test/steps", data: { key: randomUUID() } },
      { name: "test/unknown", data: {} },
    ]);
    // As the relay leaves a row whose send failed (the embedded runner never fails a send).
    await db().jobEvent.update({ where: { id: failing }, data: { attempts: 3, lastError: "Inngest's Event API answered 503" } });
    const status = await admin.get(`/api/admin/jobs/outbox`);
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({
      drain: "embedded_runner",
      state: "failing",
      pending: 2,
      failing: 1,
      lastError: "Inngest's Event API answered 503",
    });
    expect((await user.get(`/api/admin/jobs/outbox`)).status).toBe(403);
    const ready = await fetch(`${api.url}/api/ready`).then((response) => response.json());
    expect(ready).toEqual({
      status: "ready",
      database: "ok",
      pendingMigrations: 0,
      events: { drain: "embedded_runner", state: "failing", pending: 2, failing: 1, lagSeconds: expect.any(Number) },
    });
    expect(JSON.stringify(ready)).not.toContain("503");

    await runner.runUntilIdle();
    expect(await db().jobEvent.count({ where: { id: { in: [waiting!, failing!] }, processedAt: null } })).toBe(0);
    const delivered = await admin.get(`/api/admin/jobs/outbox`);
    expect(delivered.body).toMatchObject({ state: "ok", pending: 0, failing: 0, lagSeconds: 0, oldestPendingAt: null, lastError: null });
    expect(Date.parse(delivered.body.lastDeliveredAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("lists the served functions' queues", async () => {
    const queues = await admin.get(`/api/admin/jobs/queues`);
    expect(queues.body.items).toContainEqual({ name: "prune-expired-sessions", paused: false });
  });

  it("pauses only queues that exist (a served function's, or one with jobs): any other name is 404 and never listed", async () => {
    for (const name of ["../../admin", "null", "no-such-queue"]) {
      for (const action of ["pause", "resume"]) {
        const refused = await admin.post(`/api/admin/jobs/queues/${encodeURIComponent(name)}/${action}`);
        expect(refused, `${action} ${name}`).toMatchObject({ status: 404, body: { code: "not_found" } });
      }
    }
    expect(await db().jobQueue.count({ where: { name: { in: ["../../admin", "null", "no-such-queue"] } } })).toBe(0);
    // A name paused before this check is not a queue either: it is not listed.
    await db().jobQueue.create({ data: { name: "left-by-an-old-pause", paused: true } });
    const names = (await admin.get(`/api/admin/jobs/queues`)).body.items.map((queue: { name: string }) => queue.name);
    expect(names).not.toContain("left-by-an-old-pause");

    // A served function's queue, even with no job yet, and a queue that has jobs, are paused and resumed.
    const withJobs = `seeded-${randomUUID().slice(0, 8)}`;
    await seed(withJobs, "completed", {});
    for (const name of ["prune-expired-sessions", withJobs]) {
      expect((await admin.post(`/api/admin/jobs/queues/${name}/pause`)).body).toEqual({ name, paused: true });
      expect((await admin.get(`/api/admin/jobs/queues`)).body.items).toContainEqual({ name, paused: true });
      expect((await admin.post(`/api/admin/jobs/queues/${name}/resume`)).body).toEqual({ name, paused: false });
    }
  });
});
