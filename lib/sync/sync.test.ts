import { describe, expect, it } from "vitest";

import { db } from "@/lib/db/client";
import { TestClock } from "@/platform/jobs";
import { demoAccount } from "@/platform/store-simulator";
import type { ApiClient } from "@/test/api-client";
import { demoTeamKey, storeSandbox, useAppRunners } from "@/test/synced-app";
import { useApi } from "@/test/use-api";

const api = useApi();
const [trailmix, , sleepwell] = demoAccount.apps;
const newRunner = useAppRunners();

/** Each test's account (a new one, with a store of its own). */
let client: ApiClient;

/** A fresh user registers the app (each test stands alone); its first sync is queued. */
async function register(storeId: string) {
  client = api.client();
  await client.registerAndSignIn();
  const response = await client.post("/api/apps", { ...demoTeamKey, storeId });
  expect(response.status).toBe(201);
  return response.body as { id: string; name: string; storeId: string };
}

/** Registers and runs the first sync. */
async function registerSynced(storeId: string) {
  const app = await register(storeId);
  await newRunner().runUntilIdle();
  return app;
}

const storedCounts = async (appId: string) => ({
  appInfoLocalizations: await db().appInfoLocalization.count({ where: { appId } }),
  versions: await db().appVersion.count({ where: { appId } }),
  versionLocalizations: await db().versionLocalization.count({ where: { version: { appId } } }),
  builds: await db().build.count({ where: { appId } }),
  reviews: await db().customerReview.count({ where: { appId } }),
  experiments: await db().experiment.count({ where: { appId } }),
  salesDays: await db().salesDay.count({ where: { appId } }),
});

describe("syncing an app", () => {
  it("pulls everything at registration, reports progress as a task, and a re-run changes nothing", async () => {
    const app = await register(trailmix!.storeId);
    const [task] = (await client.get(`/api/tasks?appId=${app.id}`)).body.items;
    expect(task).toMatchObject({ appId: app.id, kind: "sync", reason: "registered", status: "queued", progress: 0 });

    await newRunner().runUntilIdle();
    const done = await client.get(`/api/tasks/${task.id}`);
    expect(done.body).toMatchObject({ status: "succeeded", progress: 100, error: null, currentStep: null });
    expect(done.body.counts).toMatchObject({
      appInfoLocalizations: 28,
      versions: 4,
      versionLocalizations: 56,
      builds: 40,
      reviews: 640,
      experiments: 3,
    });
    const first = await storedCounts(app.id);
    expect(first).toMatchObject({
      appInfoLocalizations: 28,
      versions: 4,
      versionLocalizations: 56,
      builds: 40,
      reviews: 640,
      experiments: 3,
    });
    expect(first.salesDays).toBeGreaterThan(0);
    const synced = (await client.get(`/api/apps/${app.id}`)).body;
    expect(synced).toMatchObject({ syncStatus: "succeeded", lastSyncError: null });
    expect(new Date(synced.nextSyncAt).getTime() - new Date(synced.lastSyncedAt).getTime()).toBe(15 * 60_000);

    const review = await db().customerReview.findFirstOrThrow({ where: { appId: app.id }, orderBy: { storeCreatedAt: "desc" } });
    const pulled = await client.pull(app.id);
    expect(pulled.status).toBe(202);
    await newRunner().runUntilIdle();
    expect((await client.get(`/api/tasks/${pulled.body.taskId}`)).body.status).toBe("succeeded");
    expect(await storedCounts(app.id)).toEqual(first);
    // Unchanged rows are left alone, not deleted and recreated.
    expect(await db().customerReview.findUniqueOrThrow({ where: { id: review.id } })).toEqual(review);
  });

  it("joins a sync already queued instead of starting another", async () => {
    const app = await register(sleepwell!.storeId);
    const first = await client.pull(app.id);
    const second = await client.pull(app.id);
    expect(second.body.taskId).toBe(first.body.taskId);
    expect(await db().syncTask.count({ where: { appId: app.id } })).toBe(1);
    await newRunner().runUntilIdle();
  });

  it("keeps only versionsToKeep versions, never the live or the editable one", async () => {
    const app = await registerSynced(trailmix!.storeId);
    await client.patch(`/api/apps/${app.id}/versions-to-keep`, { versionsToKeep: 1 });
    await client.pull(app.id);
    await newRunner().runUntilIdle();
    const versions = await db().appVersion.findMany({ where: { appId: app.id }, orderBy: { storeCreatedAt: "desc" } });
    const states = versions.map((version) => version.appStoreState);
    expect(states).toContain("READY_FOR_SALE");
    expect(states).toContain("PREPARE_FOR_SUBMISSION");
    expect(versions.length).toBeLessThan(4);
  });

  it("records a failed sync with its reason and keeps the previous data", async () => {
    const app = await registerSynced(trailmix!.storeId);
    // The clock moves hours ahead below: keep the scheduler from starting syncs of its own, of
    // this app and of the earlier tests' apps (each in its own account's store, which works).
    await db().app.updateMany({ data: { nextSyncAt: new Date("2100-01-01T00:00:00Z") } });
    const before = await storedCounts(app.id);
    const clock = new TestClock(new Date());
    const runner = newRunner(clock);
    const { taskId } = (await client.pull(app.id)).body;
    storeSandbox(client).control.failNext({ status: 503, count: 10_000, retryAfter: 0 });
    for (let round = 0; round < 8; round++) {
      await runner.runUntilIdle();
      clock.advance(30 * 60_000);
    }
    const task = (await client.get(`/api/tasks/${taskId}`)).body;
    expect(task.status).toBe("failed");
    expect(task.error).toContain("App Store Connect");
    expect((await client.get(`/api/apps/${app.id}`)).body).toMatchObject({ syncStatus: "failed", lastSyncError: task.error });
    expect(await storedCounts(app.id)).toEqual(before);
  });

  it("resumes an interrupted sync on another runner without re-reading the groups already written", async () => {
    const app = await register(sleepwell!.storeId);
    const [{ id: taskId }] = (await client.get(`/api/tasks?appId=${app.id}`)).body.items;
    storeSandbox(client).control.clearRequestLog();
    const first = newRunner();
    await first.start();
    for (let tries = 0; tries < 500 && first.stats.stepsPersisted < 3; tries++) await new Promise((resolve) => setTimeout(resolve, 5));
    await first.stop();
    expect((await client.get(`/api/tasks/${taskId}`)).body.status).toBe("running");

    await newRunner().runUntilIdle();
    expect((await client.get(`/api/tasks/${taskId}`)).body.status).toBe("succeeded");
    const requests = storeSandbox(client)
      .control.requestLog()
      .map((entry) => `${entry.method} ${entry.path}`);
    for (const path of [`/v1/apps/${app.storeId}/appInfos`, `/v1/apps/${app.storeId}/appStoreVersions`]) {
      expect(
        requests.filter((request) => request === `GET ${path}`),
        path,
      ).toHaveLength(1);
    }
  });

  it("starts syncs for due apps only, under the test clock", async () => {
    const due = await registerSynced(trailmix!.storeId);
    const notDue = await registerSynced(sleepwell!.storeId);
    const clock = new TestClock(new Date(Date.now() + 60 * 60_000));
    await db().cronSchedule.deleteMany();
    await db().app.update({ where: { id: due.id }, data: { nextSyncAt: new Date(clock.now().getTime() - 60_000) } });
    await db().app.update({ where: { id: notDue.id }, data: { nextSyncAt: new Date(clock.now().getTime() + 10 * 60_000) } });
    const tasksBefore = {
      due: await db().syncTask.count({ where: { appId: due.id } }),
      notDue: await db().syncTask.count({ where: { appId: notDue.id } }),
    };
    const runner = newRunner(clock);
    await runner.runUntilIdle();
    clock.advance(60_000);
    await runner.runUntilIdle();
    expect(await db().syncTask.count({ where: { appId: due.id, reason: "scheduled" } })).toBeGreaterThanOrEqual(1);
    expect(await db().syncTask.count({ where: { appId: due.id } })).toBe(tasksBefore.due + 1);
    expect(await db().syncTask.count({ where: { appId: notDue.id } })).toBe(tasksBefore.notDue);
  });
});
