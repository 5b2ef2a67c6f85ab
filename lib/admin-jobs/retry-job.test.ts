import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { db } from "@/lib/db/client";
import { TestClock } from "@/platform/jobs";
import { demoAccount } from "@/platform/store-simulator";
import type { ApiClient } from "@/test/api-client";
import { registerSyncedApp, runJobs, storeSandbox } from "@/test/synced-app";
import { useApi } from "@/test/use-api";

/**
 * An admin's Retry of a failed job re-runs its work with the original payload (embedded runner;
 * inngest/server-mode.test.ts covers a retry through an Inngest server). Emails go through a
 * fake Resend on 127.0.0.1 that fails while `resendDown` is set.
 */
let resendDown = false;
let resendCalls = 0;
const resend = createServer((request, response) => {
  request.resume();
  request.on("end", () => {
    resendCalls += 1;
    response.writeHead(resendDown ? 500 : 200, { "content-type": "application/json" });
    response.end(
      JSON.stringify(resendDown ? { statusCode: 500, name: "internal_server_error", message: "down" } : { id: `resend-${resendCalls}` }),
    );
  });
});
await new Promise<void>((resolve) => resend.listen(0, "127.0.0.1", resolve));
process.env.RESEND_API_KEY = "re_RetryJobTest_0a1b2c3d4e5f";
process.env.RESEND_BASE_URL = `http://127.0.0.1:${(resend.address() as AddressInfo).port}`;

const api = useApi();
const trailmix = demoAccount.apps[0]!;
let admin: ApiClient;

beforeAll(async () => {
  admin = api.client();
  const account = await admin.registerAndSignIn();
  await db().user.update({ where: { id: account.id }, data: { role: "admin" } });
  await runJobs();
});
afterAll(async () => {
  resend.closeAllConnections();
  await new Promise<void>((resolve) => resend.close(() => resolve()));
});
beforeEach(() => {
  resendDown = false;
});

/** Runs the due jobs, then moves the runner's clock past any backoff, `rounds` times. */
async function runRounds(rounds: number) {
  const clock = new TestClock(new Date());
  for (let round = 0; round < rounds; round++) {
    await runJobs(clock);
    clock.advance(60 * 60_000);
  }
}

/**
 * Runs rounds (as runRounds) until `done` holds: work that cron starts again once the clock is
 * hours ahead (an agent's next tick) must not run on after what the test waits for.
 */
async function runRoundsUntil(done: () => Promise<boolean>, rounds = 12) {
  const clock = new TestClock(new Date());
  for (let round = 0; round < rounds; round++) {
    await runJobs(clock);
    if (await done()) return;
    clock.advance(60 * 60_000);
  }
  throw new Error(`still not done after ${rounds} rounds`);
}

/** The one failed job of `queueName` whose payload has `key` = `value`. */
async function failedJob(queueName: string, key: string, value: string) {
  const jobs = await db().job.findMany({ where: { queueName, status: "failed", payload: { path: [key], equals: value } } });
  expect(jobs).toHaveLength(1);
  return jobs[0]!;
}

async function retry(jobId: string) {
  const response = await admin.post(`/api/admin/jobs/${jobId}/retry`);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { jobId: string; retryOfId: string; payload: unknown; status: string };
}

describe("retrying a failed job", () => {
  it("re-runs a failed sync with its task: the task succeeds and the app leaves sync_failed", async () => {
    const owner = api.client();
    await owner.registerAndSignIn();
    const app = await registerSyncedApp(owner, trailmix.storeId);
    // Keep the scheduler out of the way while the test's clock runs hours ahead.
    await db().app.update({ where: { id: app.id }, data: { nextSyncAt: new Date("2100-01-01T00:00:00Z") } });
    const { taskId } = (await owner.pull(app.id)).body;
    storeSandbox(owner).control.failNext({ status: 401, count: 10_000 });
    await runRounds(3);
    expect((await owner.get(`/api/apps/${app.id}`)).body.syncStatus).toBe("failed");
    expect((await owner.get(`/api/tasks/${taskId}`)).body.status).toBe("failed");
    const failed = await failedJob("sync-app", "taskId", taskId);

    await storeSandbox(owner).control.reset();
    const retried = await retry(failed.id);
    expect(retried).toMatchObject({ status: "queued", retryOfId: failed.id, payload: failed.payload });
    await runJobs();

    const rerun = (await admin.get(`/api/admin/jobs/${retried.jobId}`)).body;
    expect(rerun).toMatchObject({ status: "completed", retryOfId: failed.id, event: { name: "app/sync.requested" }, result: { taskId } });
    expect(rerun.steps.map((step: { name: string }) => step.name)).toEqual([
      "start",
      "app-info",
      "versions",
      "screenshots",
      "builds",
      "reviews",
      "experiments",
      "sales",
      "finish",
      "instant-updates",
      "release-guard",
    ]);
    expect((await owner.get(`/api/tasks/${taskId}`)).body).toMatchObject({ status: "succeeded", progress: 100, error: null });
    expect((await owner.get(`/api/apps/${app.id}`)).body).toMatchObject({ syncStatus: "succeeded", lastSyncError: null });
    // The failed job stays as it was, for the record.
    expect(await db().job.findUniqueOrThrow({ where: { id: failed.id } })).toMatchObject({ status: "failed" });
  });

  it("does not start a second sync of an app whose owner has asked for another meanwhile: that one does the work", async () => {
    const owner = api.client();
    await owner.registerAndSignIn();
    const app = await registerSyncedApp(owner, trailmix.storeId);
    await db().app.update({ where: { id: app.id }, data: { nextSyncAt: new Date("2100-01-01T00:00:00Z") } });
    const { taskId } = (await owner.pull(app.id)).body;
    storeSandbox(owner).control.failNext({ status: 401, count: 10_000 });
    await runRounds(3);
    const failed = await failedJob("sync-app", "taskId", taskId);
    await storeSandbox(owner).control.reset();
    const { taskId: queuedId } = (await owner.pull(app.id)).body;
    expect(queuedId).not.toBe(taskId);

    // The sync function limits its runs per owner and in all, not per app: the tasks hold one sync per app.
    const retried = await retry(failed.id);
    await runJobs();

    expect((await admin.get(`/api/admin/jobs/${retried.jobId}`)).body).toMatchObject({ status: "completed", result: { skipped: true } });
    expect((await owner.get(`/api/tasks/${taskId}`)).body.status).toBe("failed");
    expect((await owner.get(`/api/tasks/${queuedId}`)).body).toMatchObject({ status: "succeeded", progress: 100 });
    expect((await owner.get(`/api/apps/${app.id}`)).body.syncStatus).toBe("succeeded");
  });

  it("re-sends a failed email: the row is queued again and sent", async () => {
    resendDown = true;
    const queued = await admin.post("/api/admin/send-test-email", { to: "retry@example.com", template: "test" });
    expect(queued.status).toBe(202);
    const emailId = queued.body.emailId as string;
    await runRounds(6);
    expect(await db().emailMessage.findUniqueOrThrow({ where: { id: emailId } })).toMatchObject({ status: "failed", attempts: 5 });
    const failed = await failedJob("send-email", "emailId", emailId);

    resendDown = false;
    const callsBefore = resendCalls;
    const retried = await retry(failed.id);
    await runJobs();
    expect(await db().emailMessage.findUniqueOrThrow({ where: { id: emailId } })).toMatchObject({
      status: "sent",
      attempts: 6,
      error: null,
      providerId: expect.stringMatching(/^resend-/),
    });
    expect(resendCalls).toBe(callsBefore + 1);
    expect((await admin.get(`/api/admin/jobs/${retried.jobId}`)).body).toMatchObject({ status: "completed", retryOfId: failed.id });
    expect((await admin.get(`/api/admin/emails/${emailId}`)).body.status).toBe("sent");
  });

  it("re-runs a failed agent tick: the agent leaves error and makes its change", async () => {
    const owner = api.client();
    await owner.registerAndSignIn();
    const app = await registerSyncedApp(owner, trailmix.storeId);
    await db().app.update({ where: { id: app.id }, data: { nextSyncAt: new Date("2100-01-01T00:00:00Z") } });
    expect(
      (await owner.post(`/api/apps/${app.id}/agent/config`, { config: { fields: ["reviewReplies"], autoApprove: true } })).status,
    ).toBe(200);
    // The store is down for the whole tick: its change cannot be written, and the run fails.
    storeSandbox(owner).control.failNext({ status: 503, count: 10_000, retryAfter: 0 });
    const enabled = await owner.post(`/api/apps/${app.id}/agent/toggle`, { enabled: true });
    expect(enabled.status).toBe(200);
    const agentId = enabled.body.id as string;
    await runRoundsUntil(async () => (await db().job.count({ where: { queueName: "agent-tick", status: "failed" } })) > 0);
    const broken = (await owner.get(`/api/apps/${app.id}/agent`)).body;
    expect(broken.status).toBe("error");
    expect(new Date(broken.waitUntil).getTime()).toBeGreaterThan(Date.now());
    const failed = await failedJob("agent-tick", "agentId", agentId);
    expect(await db().agentAction.count({ where: { agentId, status: "executed" } })).toBe(0);

    await storeSandbox(owner).control.reset();
    const retried = await retry(failed.id);
    expect(retried.payload).toEqual({ agentId, reason: "enabled" });
    await runJobs();
    expect((await admin.get(`/api/admin/jobs/${retried.jobId}`)).body).toMatchObject({ status: "completed", retryOfId: failed.id });
    const agent = (await owner.get(`/api/apps/${app.id}/agent`)).body;
    expect(agent).toMatchObject({ status: "sleeping", lastError: null });
    const action = await db().agentAction.findFirstOrThrow({ where: { agentId }, orderBy: { createdAt: "desc" } });
    expect(action).toMatchObject({ status: "executed", kind: "reply_to_review" });
  });

  it("refuses a job that has not failed", async () => {
    const [completed] = await db().job.findMany({ where: { status: "completed" }, take: 1 });
    const refused = await admin.post(`/api/admin/jobs/${completed!.id}/retry`);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("job_not_failed");
  });
});
