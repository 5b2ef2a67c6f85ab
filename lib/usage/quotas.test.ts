import { randomUUID } from "node:crypto";

import { beforeAll, describe, expect, it } from "vitest";

import { rulesBrain } from "@/lib/agent/brain";
import type { Brain } from "@/lib/agent/brains/brain-interface";
import { selectDueAgents } from "@/lib/agent/due-agents";
import { brainWithinQuota } from "@/lib/agent/tick";
import { syncApp } from "@/lib/apps/sync-app";
import { db } from "@/lib/db/client";
import { ApiError } from "@/lib/http/errors";
import { selectDueApps } from "@/lib/sync/due-apps";
import { demoAccount } from "@/platform/store-simulator";
import type { ApiClient } from "@/test/api-client";
import { demoTeamKey, registerSyncedApp, runJobs } from "@/test/synced-app";
import { joinTeam, person } from "@/test/team-members";
import { useApi } from "@/test/use-api";

import { consumeQuota, recordUsage } from "./consume-quota";
import { dayPeriod, monthPeriod } from "./periods";
import { personalTeamOf, setTeamPlan } from "@/test/personal-team";
import { teamKeyOf } from "@/test/team-key";

const api = useApi();
const [trailmix, ledger] = demoAccount.apps;
const registration = (storeId: string) => ({ ...demoTeamKey, storeId, vendorNumber: demoAccount.vendorNumber });

let admin: ApiClient;

beforeAll(async () => {
  admin = api.client();
  const account = await admin.registerAndSignIn();
  await db().user.update({ where: { id: account.id }, data: { role: "admin" } });
});

/** A new account, signed in, its personal team (whose plan and counters these tests use) on `planId`. */
async function newUser(planId = "free") {
  const client = api.client();
  const { id } = await client.registerAndSignIn();
  const teamId = await personalTeamOf(id);
  if (planId !== "free") await setTeamPlan(teamId, planId);
  return { client, id, teamId };
}

/** App rows registered directly (no store), `createdAt` one minute apart in order. */
async function seedApps(userId: string, count: number, pullInterval = 15, team?: string) {
  const teamId = team ?? (await personalTeamOf(userId));
  const base = Date.now() - 3_600_000;
  for (let index = 0; index < count; index++) {
    await db().app.create({
      data: {
        teamId,
        userId,
        storeId: `seed-${randomUUID()}`,
        name: `Seeded ${index + 1}`,
        credentialId: await teamKeyOf(teamId),
        vendorNumber: "1",
        pullInterval,
        createdAt: new Date(base + index * 60_000),
      },
    });
  }
  return db().app.findMany({ where: { userId, teamId }, orderBy: { createdAt: "asc" } });
}

const setCounter = (teamId: string, feature: string, periodStart: Date, used: number) =>
  db().usageCounter.upsert({
    where: { teamId_feature_periodStart: { teamId, feature, periodStart } },
    create: { teamId, feature, periodStart, used },
    update: { used },
  });

const counter = async (teamId: string, feature: string, periodStart: Date) =>
  (await db().usageCounter.findUnique({ where: { teamId_feature_periodStart: { teamId, feature, periodStart } } }))?.used ?? 0;

/** Ends the app's queued sync tasks, so the next pull starts a new one. */
const finishTasks = (appId: string) =>
  db().syncTask.updateMany({
    where: { appId, status: { in: ["queued", "running"] } },
    data: { status: "succeeded", finishedAt: new Date() },
  });

describe("apps: registered at once", () => {
  it("refuses a fourth app on free with 402 quota_exceeded, naming the team whose plan it is, and stores nothing", async () => {
    const { client, id, teamId } = await newUser();
    await seedApps(id, 3);
    const response = await client.post("/api/apps", registration(trailmix!.storeId));
    expect(response.status).toBe(402);
    expect(response.headers.get("content-type")).toContain("application/problem+json");
    expect(response.body).toMatchObject({ code: "quota_exceeded", feature: "apps", limit: 3, used: 3, resetsAt: null, teamId });
    expect(await db().app.count({ where: { userId: id } })).toBe(3);
    expect(await db().syncTask.count({ where: { userId: id } })).toBe(0);
  });

  it("lets exactly one of two concurrent registrations take the last place", async () => {
    const { client, id } = await newUser();
    await seedApps(id, 2);
    const answers = await Promise.all([
      client.post("/api/apps", registration(trailmix!.storeId)),
      client.post("/api/apps", registration(ledger!.storeId)),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 402]);
    expect(await db().app.count({ where: { userId: id } })).toBe(3);
  });

  it("allows the fourth app on pro", async () => {
    const { client, id } = await newUser("pro");
    await seedApps(id, 3);
    expect((await client.post("/api/apps", registration(trailmix!.storeId))).status).toBe(201);
  });
});

describe("sync_interval: the shortest automatic interval", () => {
  it("refuses 5 minutes on free, changing nothing, and allows it on pro", async () => {
    const { client, id, teamId } = await newUser();
    const [app] = await seedApps(id, 1);
    const refused = await client.patch(`/api/apps/${app!.id}/pull-interval`, { pullInterval: 5 });
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({ code: "quota_exceeded", feature: "sync_interval", limit: 15, used: 5, resetsAt: null });
    expect((await db().app.findUniqueOrThrow({ where: { id: app!.id } })).pullInterval).toBe(15);
    expect((await client.patch(`/api/apps/${app!.id}/pull-interval`, { pullInterval: 30 })).status).toBe(200);

    await setTeamPlan(teamId, "pro");
    const allowed = await client.patch(`/api/apps/${app!.id}/pull-interval`, { pullInterval: 5 });
    expect(allowed.status).toBe(200);
    expect(allowed.body.pullInterval).toBe(5);
  });
});

describe("manual_syncs: per UTC day", () => {
  it("counts each sync started, not one joined, and refuses the 21st of the day with nothing started", async () => {
    const { client, id, teamId } = await newUser();
    const [app] = await seedApps(id, 1);
    const today = dayPeriod(new Date());
    await setCounter(teamId, "manual_syncs", today.start, 19);

    const started = await client.pull(app!.id);
    expect(started.status).toBe(202);
    const joined = await client.pull(app!.id);
    expect(joined.status).toBe(202);
    expect(joined.body.taskId).toBe(started.body.taskId);
    expect(await counter(teamId, "manual_syncs", today.start)).toBe(20);

    await finishTasks(app!.id);
    const refused = await client.pull(app!.id);
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({
      code: "quota_exceeded",
      feature: "manual_syncs",
      limit: 20,
      used: 20,
      resetsAt: today.end.toISOString(),
    });
    expect(await db().syncTask.count({ where: { appId: app!.id } })).toBe(1);
    expect(await counter(teamId, "manual_syncs", today.start)).toBe(20);
  });

  it("gives the last unit to exactly one of two concurrent pulls", async () => {
    const { client, id, teamId } = await newUser();
    const [first, second] = await seedApps(id, 2);
    const today = dayPeriod(new Date());
    await setCounter(teamId, "manual_syncs", today.start, 19);
    const answers = await Promise.all([client.pull(first!.id), client.pull(second!.id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([202, 402]);
    expect(await db().syncTask.count({ where: { userId: id } })).toBe(1);
    expect(await counter(teamId, "manual_syncs", today.start)).toBe(20);
  });

  it("starts again at zero the next UTC day, with the clock given (no job resets it)", async () => {
    const { id, teamId } = await newUser();
    const [app] = await seedApps(id, 1);
    const lastMinute = new Date("2031-01-31T23:59:30Z");
    await setCounter(teamId, "manual_syncs", dayPeriod(lastMinute).start, 20);
    await expect(syncApp(id, app!.id, lastMinute)).rejects.toMatchObject({ code: "quota_exceeded" });

    const nextDay = new Date("2031-02-01T00:00:05Z");
    const task = await syncApp(id, app!.id, nextDay);
    expect(task.status).toBe("queued");
    expect(await counter(teamId, "manual_syncs", new Date("2031-02-01T00:00:00Z"))).toBe(1);
    expect(await counter(teamId, "manual_syncs", new Date("2031-01-31T00:00:00Z"))).toBe(20);
  });
});

describe("monthly quotas", () => {
  it("reset with the UTC calendar month", async () => {
    const { teamId } = await newUser();
    const december = new Date("2031-12-31T23:00:00Z");
    await setCounter(teamId, "agent_actions", monthPeriod(december).start, 100);
    const refusal = await db()
      .$transaction((tx) => consumeQuota(tx, teamId, "agent_actions", 1, december))
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).quota).toEqual({
      feature: "agent_actions",
      limit: 100,
      used: 100,
      resetsAt: "2032-01-01T00:00:00.000Z",
      teamId,
    });
    const used = await db().$transaction((tx) => consumeQuota(tx, teamId, "agent_actions", 1, new Date("2032-01-01T00:00:00Z")));
    expect(used).toBe(1);
  });

  it("refuses model tokens on free (0 included)", async () => {
    const { teamId } = await newUser();
    await expect(db().$transaction((tx) => consumeQuota(tx, teamId, "ai_tokens", 1))).rejects.toMatchObject({ code: "quota_exceeded" });
    expect(await counter(teamId, "ai_tokens", monthPeriod(new Date()).start)).toBe(0);
  });

  it("gives the agent the model while the month's AI tokens last, then the rules, saying why", async () => {
    const model: Brain = { id: "openai:test", propose: async () => [] };
    const now = new Date("2031-05-20T12:00:00Z");
    const free = await newUser();
    const onFree = await brainWithinQuota(free.teamId, model, now);
    expect(onFree.brain).toBe(rulesBrain);
    expect(onFree.fallback).toMatch(/AI tokens/);

    const pro = await newUser("pro");
    expect(await brainWithinQuota(pro.teamId, model, now)).toEqual({ brain: model, fallback: null });
    // Tokens already spent are recorded whatever the limit (a call's last tokens can pass it).
    await recordUsage(db(), pro.teamId, "ai_tokens", 1_999_990, now);
    await recordUsage(db(), pro.teamId, "ai_tokens", 25, now);
    expect(await counter(pro.teamId, "ai_tokens", monthPeriod(now).start)).toBe(2_000_015);
    expect((await brainWithinQuota(pro.teamId, model, now)).brain).toBe(rulesBrain);
    // A new month: the model again.
    expect((await brainWithinQuota(pro.teamId, model, new Date("2031-06-01T00:00:00Z"))).brain).toBe(model);
  });

  // A sync and two agent ticks: a few seconds alone; CI runs other tests and a browser beside it.
  it("stops the agent proposing when the month's agent_actions are spent, and says so in its log", { timeout: 90_000 }, async () => {
    const owner = api.client();
    const { id } = await owner.registerAndSignIn();
    const teamId = await personalTeamOf(id);
    const app = await registerSyncedApp(owner, trailmix!.storeId);
    await setCounter(teamId, "agent_actions", monthPeriod(new Date()).start, 100);
    const enabled = await owner.post(`/api/apps/${app.id}/agent/toggle`, { enabled: true });
    expect(enabled.status).toBe(200);
    await runJobs();
    expect(await db().agentAction.count({ where: { agentId: enabled.body.id } })).toBe(0);
    const events = (await owner.get(`/api/apps/${app.id}/agent/events?limit=100`)).body.items as { kind: string; data: any }[];
    const reached = events.find((event) => event.kind === "quota_reached");
    expect(reached?.data).toMatchObject({ feature: "agent_actions", limit: 100, used: 100 });

    // With the month's unit back, the next tick proposes.
    await setCounter(teamId, "agent_actions", monthPeriod(new Date()).start, 99);
    const woken = await admin.post(`/api/admin/agents/${enabled.body.id}/wake`);
    expect(woken.status, JSON.stringify(woken.body)).toBe(200);
    await runJobs();
    expect(await db().agentAction.count({ where: { agentId: enabled.body.id } })).toBe(1);
    expect(await counter(teamId, "agent_actions", monthPeriod(new Date()).start)).toBe(100);
  });
});

describe("GET /usage", () => {
  it("shows each limit with what is used and when it resets", async () => {
    const { client, id, teamId } = await newUser();
    await seedApps(id, 2, 30);
    const today = dayPeriod(new Date());
    await setCounter(teamId, "manual_syncs", today.start, 7);
    const response = await client.get("/api/usage");
    expect(response.status).toBe(200);
    expect(response.body.plan).toEqual({ id: "free", name: "Free" });
    const byFeature = Object.fromEntries(response.body.items.map((item: { feature: string }) => [item.feature, item]));
    expect(byFeature.apps).toEqual({ feature: "apps", used: 2, limit: 3, resetsAt: null });
    expect(byFeature.sync_interval).toEqual({ feature: "sync_interval", used: 30, limit: 15, resetsAt: null });
    expect(byFeature.manual_syncs).toEqual({ feature: "manual_syncs", used: 7, limit: 20, resetsAt: today.end.toISOString() });
    expect(byFeature.ai_tokens).toMatchObject({ used: 0, limit: 0 });
  });
});

describe("a downgrade", () => {
  it("pauses the newest apps beyond the limit and raises short intervals, deletes nothing, audits the change, and an upgrade resumes", async () => {
    const { client, id } = await newUser("pro");
    const apps = await seedApps(id, 5, 5);
    const changed = await admin.patch("/api/admin/users/update", { userId: id, planId: "free" });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ planId: "free", appCount: 5 });

    const after = await db().app.findMany({ where: { userId: id }, orderBy: { createdAt: "asc" } });
    expect(after).toHaveLength(5);
    expect(after.map((app) => app.suspendedAt !== null)).toEqual([false, false, false, true, true]);
    expect(after.map((app) => app.pullInterval)).toEqual([15, 15, 15, 15, 15]);

    const paused = (await client.get(`/api/apps/${apps[4]!.id}`)).body;
    expect(paused.suspendedAt).not.toBeNull();
    const pull = await client.pull(apps[4]!.id);
    expect(pull.status).toBe(402);
    expect(pull.body).toMatchObject({ code: "quota_exceeded", feature: "apps", limit: 3, used: 5 });
    expect(pull.body.detail).toMatch(/paused/);
    const due = await selectDueApps(new Date(Date.now() + 86_400_000), 100);
    expect(due.map((app) => app.id)).not.toContain(apps[4]!.id);
    expect(due.map((app) => app.id)).toContain(apps[0]!.id);
    // A paused app's agent waits too; the list of apps says it is paused.
    await db().agent.createMany({ data: [0, 4].map((index) => ({ appId: apps[index]!.id, enabled: true, waitUntil: new Date(0) })) });
    await selectDueAgents(new Date());
    const agents = await db().agent.findMany({ where: { appId: { in: [apps[0]!.id, apps[4]!.id] } } });
    expect(agents.find((agent) => agent.appId === apps[0]!.id)!.waitUntil).toBeNull();
    expect(agents.find((agent) => agent.appId === apps[4]!.id)!.waitUntil).toEqual(new Date(0));
    const portfolio = (await client.get("/api/portfolio")).body.items as { appId: string; suspendedAt: string | null }[];
    expect(portfolio.find((item) => item.appId === apps[4]!.id)!.suspendedAt).not.toBeNull();
    expect(portfolio.find((item) => item.appId === apps[0]!.id)!.suspendedAt).toBeNull();

    const audit = await db().auditLogEntry.findMany({ where: { targetId: id, action: "user.plan_changed" } });
    expect(audit).toHaveLength(1);
    expect(audit[0]!.data).toEqual({ before: { planId: "pro" }, after: { planId: "free" } });

    // Deleting an allowed app makes room for the oldest paused one.
    const deleted = await client.delete(`/api/apps/${apps[0]!.id}?confirmationName=${encodeURIComponent(apps[0]!.name)}`);
    expect(deleted.status).toBe(204);
    expect((await db().app.findUniqueOrThrow({ where: { id: apps[3]!.id } })).suspendedAt).toBeNull();
    expect((await db().app.findUniqueOrThrow({ where: { id: apps[4]!.id } })).suspendedAt).not.toBeNull();

    await admin.patch("/api/admin/users/update", { userId: id, planId: "pro" });
    expect(await db().app.count({ where: { userId: id, suspendedAt: { not: null } } })).toBe(0);
  });

  it("keeps a paused app's replaced key without syncing it", async () => {
    const { client, id } = await newUser();
    const registered = await client.post("/api/apps", registration(trailmix!.storeId));
    expect(registered.status).toBe(201);
    await finishTasks(registered.body.id);
    await db().app.update({ where: { id: registered.body.id }, data: { suspendedAt: new Date() } });
    const tasksBefore = await db().syncTask.count({ where: { userId: id } });
    const replaced = await client.request("PUT", `/api/apps/${registered.body.id}/credentials`, {
      body: { keyId: demoTeamKey.keyId, issuerId: demoTeamKey.issuerId, privateKey: demoTeamKey.privateKey },
    });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(await db().syncTask.count({ where: { userId: id } })).toBe(tasksBefore);
  });

  it("is shown in the admin users list and counted in analytics", async () => {
    const { id } = await newUser();
    await admin.patch("/api/admin/users/update", { userId: id, planId: "business" });
    const email = (await db().user.findUniqueOrThrow({ where: { id } })).email;
    const listed = await admin.get(`/api/admin/users?search=${encodeURIComponent(email)}`);
    expect(listed.body.items[0]).toMatchObject({ userId: id, planId: "business", subscriptionStatus: "none" });
    const analytics = await admin.get("/api/admin/analytics");
    expect(analytics.status).toBe(200);
    expect(analytics.body.users.byPlan.business).toBeGreaterThanOrEqual(1);
    expect(analytics.body.users.byPlan.free + analytics.body.users.byPlan.pro + analytics.body.users.byPlan.business).toBe(
      analytics.body.users.total,
    );
    expect(analytics.body.users.payingSubscriptions).toBe(0);
  });

  it("refuses an unknown plan with 400 and changes nothing", async () => {
    const { id, teamId } = await newUser();
    const response = await admin.patch("/api/admin/users/update", { userId: id, planId: "enterprise" });
    expect(response.status).toBe(400);
    expect((await db().team.findUniqueOrThrow({ where: { id: teamId } })).planId).toBe("free");
  });
});

describe("quotas are the team's", () => {
  it("counts a shared team's apps and manual syncs apart from its members' personal teams, against the team's own plan", async () => {
    const owner = await newUser();
    await seedApps(owner.id, 3);
    const teamId = (await owner.client.post("/api/teams", { name: "Quota Team" })).body.id;
    // The personal team is full; the new team, on free of its own, has room.
    expect((await owner.client.post("/api/apps", registration(ledger!.storeId))).status).toBe(402);
    const registered = await owner.client.post("/api/apps", { ...registration(trailmix!.storeId), teamId });
    expect(registered.status).toBe(201);
    await finishTasks(registered.body.id);

    // A member's manual sync is taken from the team's day, not the member's own.
    const member = await person(api, "Quota Member");
    await joinTeam(owner.client, teamId, member, "developer");
    expect((await member.client.pull(registered.body.id)).status).toBe(202);
    const today = dayPeriod(new Date()).start;
    expect(await counter(teamId, "manual_syncs", today)).toBe(1);
    expect(await counter(await personalTeamOf(member.id), "manual_syncs", today)).toBe(0);

    const usage = await member.client.get(`/api/teams/${teamId}/usage`);
    expect(usage.status).toBe(200);
    const byFeature = Object.fromEntries(usage.body.items.map((item: { feature: string }) => [item.feature, item]));
    expect(usage.body).toMatchObject({ teamId, plan: { id: "free" } });
    expect(byFeature.apps).toMatchObject({ used: 1, limit: 3 });
    expect(byFeature.manual_syncs).toMatchObject({ used: 1, limit: 20 });
    expect((await member.client.get("/api/usage")).body).toMatchObject({ teamId: await personalTeamOf(member.id) });
    expect((await (await newUser()).client.get(`/api/teams/${teamId}/usage`)).status).toBe(404);
  });

  it("moves an app to another team only where its plan has room, and the old team's paused app resumes", async () => {
    const owner = await newUser();
    const seeded = await seedApps(owner.id, 2);
    const registered = await owner.client.post("/api/apps", registration(trailmix!.storeId));
    expect(registered.status).toBe(201);
    const teamId = (await owner.client.post("/api/teams", { name: "Full Team" })).body.id;
    await seedApps(owner.id, 3, 15, teamId);
    const move = () => owner.client.put(`/api/apps/${registered.body.id}/team`, { teamId });
    expect(await move()).toMatchObject({ status: 402, body: { code: "quota_exceeded", feature: "apps", limit: 3, used: 3 } });
    expect((await db().app.findUniqueOrThrow({ where: { id: registered.body.id } })).teamId).toBe(owner.teamId);

    // With room there, it moves; an app paused in the old team (beyond a lowered limit) resumes.
    await setTeamPlan(teamId, "pro");
    await db().app.update({ where: { id: seeded[1]!.id }, data: { suspendedAt: new Date() } });
    const moved = await move();
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await db().app.findUniqueOrThrow({ where: { id: seeded[1]!.id } })).suspendedAt).toBeNull();
  });
});
