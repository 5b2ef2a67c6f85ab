import { afterEach, describe, expect, it } from "vitest";

import { keyIdentity } from "@/lib/apps/key-budget";
import { requestSync } from "@/lib/apps/request-sync";
import { db } from "@/lib/db/client";
import { TestClock } from "@/platform/jobs";
import { demoAccount } from "@/platform/store-simulator";
import type { ApiClient } from "@/test/api-client";
import { demoTeamKey, storeSandbox, useAppRunners } from "@/test/synced-app";
import { useApi } from "@/test/use-api";

import { startDueSyncs, SYNC_REQUEST_ESTIMATE } from "./start-due-syncs";

const api = useApi();
const [trailmix, ledger, sleepwell] = demoAccount.apps;
/** The demo team key's budget for the account's apps (with the simulator, each account's is its own). */
const identityOf = (client: ApiClient) => keyIdentity({ ...demoTeamKey, isIndividualKey: false }, client.userId!);
const HOUR_MS = 3_600_000;
const newRunner = useAppRunners();

afterEach(async () => {
  await db().storeKeyBudget.deleteMany();
  await db().app.deleteMany(); // each test's apps are the only ones due
});

async function signedIn(): Promise<ApiClient> {
  const client = api.client();
  await client.registerAndSignIn();
  return client;
}

/** Registers the demo apps for `client` on the team key; their first syncs run. */
async function registerSynced(client: ApiClient, storeIds: string[]) {
  const ids: string[] = [];
  for (const storeId of storeIds) {
    const response = await client.post("/api/apps", { ...demoTeamKey, storeId });
    expect(response.status).toBe(201);
    ids.push(response.body.id);
  }
  await newRunner().runUntilIdle();
  // Keep the scheduler's own ticks (the runner's cron) from starting syncs: the tests start them.
  await db().app.updateMany({ where: { id: { in: ids } }, data: { nextSyncAt: new Date("2100-01-01T00:00:00Z") } });
  return ids;
}

describe("a scheduled sync and the key's budget", () => {
  it("waits at the reserve (shown with when it resumes), then completes once the budget is back, never marked failed", async () => {
    const client = await signedIn();
    const identity = identityOf(client);
    const [appId] = await registerSynced(client, [sleepwell!.storeId]);
    // The simulator's hour: what the registration spent, and room for three more background requests.
    const spent = 3600 - (await db().storeKeyBudget.findUniqueOrThrow({ where: { keyIdentity: identity } })).remaining;
    storeSandbox(client).control.setHourlyBudget(2 * spent + 6);

    const app = await db().app.findUniqueOrThrow({ where: { id: appId } });
    const task = await db().$transaction((tx) => requestSync(tx, app, "scheduled"));
    const clock = new TestClock(new Date());
    const runner = newRunner(clock);
    await runner.runUntilIdle();

    const budget = await db().storeKeyBudget.findUniqueOrThrow({ where: { keyIdentity: identity } });
    expect(budget.remaining).toBeGreaterThanOrEqual(Math.ceil(budget.limit / 2));
    const resumesAt = new Date(budget.windowStartedAt.getTime() + HOUR_MS).toISOString();
    expect((await client.get(`/api/apps/${appId}`)).body).toMatchObject({ syncStatus: "waiting", syncResumesAt: resumesAt });
    expect((await client.get(`/api/tasks/${task.id}`)).body).toMatchObject({ status: "running", currentStep: "waiting-for-budget" });
    const portfolio = (await client.get("/api/portfolio")).body;
    expect(portfolio.items.find((row: { appId: string }) => row.appId === appId)).toMatchObject({
      syncStatus: "waiting",
      syncResumesAt: resumesAt,
    });

    // A person's request still goes through meanwhile (here: checking the key).
    expect((await client.request("POST", `/api/apps/${appId}/credentials/verify`)).status).toBe(200);

    // The hour passes: App Store Connect gives the budget back.
    storeSandbox(client).control.setHourlyBudget(3600);
    await db().storeKeyBudget.update({ where: { keyIdentity: identity }, data: { windowStartedAt: new Date(Date.now() - 2 * HOUR_MS) } });
    clock.advance(HOUR_MS + 60_000);
    await runner.runUntilIdle();

    expect((await client.get(`/api/tasks/${task.id}`)).body).toMatchObject({ status: "succeeded", error: null, progress: 100 });
    expect((await client.get(`/api/apps/${appId}`)).body).toMatchObject({
      syncStatus: "succeeded",
      syncResumesAt: null,
      lastSyncError: null,
    });
    // Waiting spent no retry: the run never failed a step.
    const job = await db().job.findFirstOrThrow({
      where: { functionId: { endsWith: "sync-app" }, payload: { path: ["taskId"], equals: task.id } },
      include: { steps: true },
    });
    expect(job).toMatchObject({ status: "completed", error: null });
    expect(job.steps.filter((step) => step.error !== null)).toEqual([]);
    expect(job.steps.some((step) => step.name.endsWith("-after-wait-1"))).toBe(true);
    expect(await db().emailMessage.count({ where: { template: "sync-failed" } })).toBe(0);
  });

  it("does not show an app as waiting while a sync a person asked for is on its way", async () => {
    const client = await signedIn();
    const identity = identityOf(client);
    const registered = await client.post("/api/apps", { ...demoTeamKey, storeId: sleepwell!.storeId });
    expect(registered.status).toBe(201); // its first sync is queued (people's work)
    const now = new Date(Date.now() + 60_000);
    await db().storeKeyBudget.update({
      where: { keyIdentity: identity },
      data: { remaining: 1800, inFlight: 0, windowStartedAt: new Date() },
    });
    expect(await startDueSyncs(now, 500)).toEqual({ started: 0, waiting: 1 });
    expect((await client.get(`/api/apps/${registered.body.id}`)).body).toMatchObject({ syncStatus: "never", syncResumesAt: null });
  });

  it("starts the oldest due apps the budget can carry; the others wait in their place, and every app syncs in turn", async () => {
    const client = await signedIn();
    const identity = identityOf(client);
    const registered = await registerSynced(client, [trailmix!.storeId, ledger!.storeId, sleepwell!.storeId]);
    // Three more of the account's apps on the same key (the demo publisher has three; the
    // scheduler reads only the rows).
    const copies = await Promise.all(
      (await db().app.findMany({ where: { id: { in: registered } } })).map(
        async ({ id: _id, createdAt: _at, updatedAt: _up, ...row }) =>
          (await db().app.create({ data: { ...row, storeId: `${row.storeId}0` } })).id,
      ),
    );
    const apps = [...registered, ...copies];
    // Six apps on one key fall due a minute apart, the last listed the oldest.
    let now = new Date(Date.now() + HOUR_MS);
    for (const [index, id] of apps.entries()) {
      await db().app.update({ where: { id }, data: { nextSyncAt: new Date(now.getTime() - (index + 1) * 60_000), pullInterval: 15 } });
    }
    const oldestFirst = [...apps].reverse();
    /** Late in the key's hour, its background budget holds two more syncs (the reserve is half of 3,600). */
    const roomForTwoSyncs = async () => {
      const windowStartedAt = new Date(now.getTime() - 50 * 60_000);
      const budget = { limit: 3600, remaining: 1800 + 2 * SYNC_REQUEST_ESTIMATE + 5, inFlight: 0, windowStartedAt };
      await db().storeKeyBudget.upsert({
        where: { keyIdentity: identity },
        create: { keyIdentity: identity, observedAt: now, ...budget },
        update: budget,
      });
      return windowStartedAt;
    };
    const scheduledTasks = async () =>
      (await db().syncTask.findMany({ where: { appId: { in: apps }, reason: "scheduled" }, orderBy: { createdAt: "asc" } })).map(
        (task) => task.appId,
      );

    const windowStartedAt = await roomForTwoSyncs();
    expect(await startDueSyncs(now, 500)).toEqual({ started: 2, waiting: 4 });
    expect(await scheduledTasks()).toEqual(oldestFirst.slice(0, 2));
    const waiting = await db().app.findMany({ where: { id: { in: oldestFirst.slice(2) } } });
    for (const app of waiting) {
      expect(app).toMatchObject({ syncStatus: "waiting", syncResumesAt: new Date(windowStartedAt.getTime() + HOUR_MS) });
      // It keeps its place in line: still due as it was.
      expect(app.nextSyncAt.getTime()).toBeLessThan(now.getTime());
    }

    // Each time the budget holds two more, the two oldest waiting apps go; the ones just synced are not due again yet.
    for (const round of [1, 2]) {
      now = new Date(now.getTime() + 5 * 60_000);
      await roomForTwoSyncs();
      expect(await startDueSyncs(now, 500)).toEqual({ started: 2, waiting: 4 - 2 * round });
      expect(await scheduledTasks()).toEqual(oldestFirst.slice(0, 2 + 2 * round));
    }
    expect(await db().app.count({ where: { id: { in: apps }, syncStatus: "waiting" } })).toBe(0);
  });

  it("spreads the scheduled syncs' share over the hour, and tells each waiting app when its turn comes", async () => {
    const client = await signedIn();
    const identity = identityOf(client);
    const apps = await registerSynced(client, [ledger!.storeId, sleepwell!.storeId]);
    const hourStart = new Date(Date.now() + HOUR_MS);
    for (const [index, id] of apps.entries()) {
      await db().app.update({ where: { id }, data: { nextSyncAt: new Date(hourStart.getTime() - (2 - index) * 60_000) } });
    }
    // The hour has just begun and scheduled syncs spent 290 requests. The pace allows their share's
    // first ten minutes (1,800 × 10/60 = 300): not one more sync of twelve, though 1,510 are left
    // above the reserve.
    const budget = { limit: 3600, remaining: 3600 - 290, backgroundClaims: 290, inFlight: 0, windowStartedAt: hourStart };
    await db().storeKeyBudget.upsert({
      where: { keyIdentity: identity },
      create: { keyIdentity: identity, observedAt: hourStart, ...budget },
      update: budget,
    });
    expect(await startDueSyncs(hourStart, 500)).toEqual({ started: 0, waiting: 2 });
    // 302 and 314 requests in all fit the pace 4 s and 28 s into the hour.
    const [oldest, next] = await Promise.all(apps.map((id) => db().app.findUniqueOrThrow({ where: { id } })));
    expect(oldest).toMatchObject({ syncStatus: "waiting", syncResumesAt: new Date(hourStart.getTime() + 4_000) });
    expect(next).toMatchObject({ syncStatus: "waiting", syncResumesAt: new Date(hourStart.getTime() + 28_000) });

    // Half a minute on, the pace allows 315: both go.
    expect(await startDueSyncs(new Date(hourStart.getTime() + 30_000), 500)).toEqual({ started: 2, waiting: 0 });
  });
});
