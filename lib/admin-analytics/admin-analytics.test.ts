import { beforeAll, describe, expect, it } from "vitest";

import { db } from "@/lib/db/client";
import type { JobStatus, SyncStatus } from "@/lib/db/generated/client";
import type { ApiClient } from "@/test/api-client";
import { useApi } from "@/test/use-api";
import { personalTeamOf, setPersonalPlan } from "@/test/personal-team";
import { teamKeyOf } from "@/test/team-key";

// Its own database: the counts below are exact, so every row in it is created here.
const api = useApi();
let admin: ApiClient;
let user: ApiClient;

const DAY = 86_400_000;
const ago = (ms: number) => new Date(Date.now() - ms);

const seeded = {
  users: [] as { id: string; email: string }[],
  apps: [] as { id: string; name: string }[],
  syncTaskIds: [] as string[],
  actionIds: {} as Record<string, string>,
  ticketIds: [] as string[],
};

beforeAll(async () => {
  admin = api.client();
  const account = await admin.registerAndSignIn({ email: "analytics-admin@example.com" });
  await db().user.update({ where: { id: account.id }, data: { role: "admin" } });
  user = api.client();
  await user.registerAndSignIn({ email: "analytics-user@example.com" });

  // Users: 2 registered just now, plus 4 of different ages, roles and bans.
  for (const [email, ageDays, role, banned] of [
    ["recent-banned@example.com", 3, "user", true],
    ["second-admin@example.com", 10, "admin", false],
    ["older@example.com", 40, "user", false],
    ["banned-admin@example.com", 100, "admin", true],
  ] as const) {
    const created = await db().user.create({ data: { email, passwordHash: "x", role, banned, createdAt: ago(ageDays * DAY) } });
    // Each with its personal team, as registration makes: plans are counted by team.
    await personalTeamOf(created.id);
    seeded.users.push(created);
  }
  const owner = seeded.users[2]!;
  // Plans: one paying (Stripe, active), one complimentary (set by an admin), the rest free.
  await db().team.update({
    where: { id: await personalTeamOf(seeded.users[1]!.id) },
    data: { planId: "pro", subscriptionStatus: "active" },
  });
  await setPersonalPlan(owner.id, "business");

  // Apps, one per sync status (syncing twice).
  const statuses: SyncStatus[] = ["never", "syncing", "syncing", "failed", "succeeded"];
  for (const [index, syncStatus] of statuses.entries()) {
    seeded.apps.push(
      await db().app.create({
        data: {
          teamId: await personalTeamOf(owner.id),
          userId: owner.id,
          storeId: `${index}`,
          name: `App ${index}`,
          credentialId: await teamKeyOf(await personalTeamOf(owner.id)),
          vendorNumber: "1",
          syncStatus,
        },
      }),
    );
  }
  const [app0, app1, app2] = seeded.apps;

  // Jobs: 5 created in the last 24 hours, 3 before.
  const jobs: [JobStatus, number][] = [
    ["completed", 0],
    ["completed", 60_000],
    ["completed", 3_600_000],
    ["failed", 7_200_000],
    ["queued", 0],
    ["failed", 2 * DAY],
    ["running", 2 * DAY],
    ["cancelled", 3 * DAY],
  ];
  await db().job.createMany({
    data: jobs.map(([status, age]) => ({
      functionId: "app-q",
      queueName: "q",
      status,
      event: { name: "q/run" },
      payload: {},
      createdAt: ago(age),
    })),
  });

  // Reviews: 4, one answered.
  for (let index = 0; index < 4; index++) {
    await db().customerReview.create({
      data: {
        appId: app0!.id,
        storeId: `r${index}`,
        rating: 1 + index,
        territory: "USA",
        storeCreatedAt: ago(index * DAY),
        ...(index === 0 ? { responseStoreId: "resp", responseBody: "Thanks!" } : {}),
      },
    });
  }

  // Syncs: 12, one a minute; the latest 10 are shown.
  for (let index = 0; index < 12; index++) {
    const app = seeded.apps[index % 2]!;
    const task = await db().syncTask.create({
      data: {
        appId: app.id,
        userId: owner.id,
        reason: "scheduled",
        status: index === 11 ? "failed" : "succeeded",
        error: index === 11 ? "The store is unavailable" : null,
        createdAt: ago((12 - index) * 60_000),
      },
    });
    seeded.syncTaskIds.push(task.id);
  }

  // Agents: sleeping, awaiting approval (with its pending action), disabled.
  const sleeping = await db().agent.create({ data: { appId: app0!.id, enabled: true, status: "sleeping" } });
  const waiting = await db().agent.create({ data: { appId: app1!.id, enabled: true, status: "awaiting_approval" } });
  await db().agent.create({ data: { appId: app2!.id, status: "disabled" } });
  const action = (agentId: string, summary: string, status: "pending" | "executed" | "rejected", age: number) =>
    db().agentAction.create({
      data: {
        agentId,
        kind: "update_localization",
        mutation: {},
        fingerprint: summary,
        summary,
        rationale: "r",
        brain: "rules",
        status,
        createdAt: ago(age),
      },
    });
  seeded.actionIds.rejected = (await action(sleeping.id, "Old idea", "rejected", 3 * DAY)).id;
  seeded.actionIds.executed = (await action(waiting.id, "Shorter subtitle", "executed", DAY)).id;
  const pending = await action(waiting.id, "New keywords", "pending", 60_000);
  seeded.actionIds.pending = pending.id;
  await db().agent.update({ where: { id: waiting.id }, data: { pendingActionId: pending.id } });

  // Tickets: two open, one resolved.
  for (const [userIndex, status, age] of [
    [0, "OPEN", 3 * DAY],
    [2, "RESOLVED", 2 * DAY],
    [2, "OPEN", DAY],
  ] as const) {
    const ticket = await db().supportTicket.create({
      data: { userId: seeded.users[userIndex]!.id, type: "QUESTION", subject: `Help ${age}`, status, createdAt: ago(age) },
    });
    seeded.ticketIds.push(ticket.id);
  }
});

describe("admin analytics", () => {
  it("is for admins only and takes no parameters", async () => {
    const refused = await user.get("/api/admin/analytics");
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("forbidden");
    expect((await admin.get("/api/admin/analytics?days=7")).status).toBe(400);
  });

  it("counts users, apps, jobs, reviews, agents and tickets exactly", async () => {
    const response = await admin.get("/api/admin/analytics");
    expect(response.status).toBe(200);
    const body = response.body;
    expect(Date.now() - Date.parse(body.generatedAt)).toBeLessThan(60_000);
    expect(body.users).toEqual({
      total: 6,
      admins: 3,
      banned: 2,
      newLast7Days: 3,
      newLast30Days: 4,
      byPlan: { free: 4, pro: 1, business: 1 },
      payingSubscriptions: 1,
    });
    expect(body.apps).toEqual({
      total: 5,
      syncing: 2,
      failing: 1,
      bySyncStatus: { never: 1, syncing: 2, succeeded: 1, failed: 1, waiting: 0 },
    });
    expect(body.jobs).toEqual({
      total: 8,
      byStatus: { queued: 1, running: 1, sleeping: 0, completed: 3, failed: 2, cancelled: 1 },
      last24Hours: { total: 5, byStatus: { queued: 1, running: 0, sleeping: 0, completed: 3, failed: 1, cancelled: 0 } },
    });
    expect(body.reviews).toEqual({ total: 4, unanswered: 3 });
    expect(body.agents).toEqual({
      total: 3,
      byStatus: { disabled: 1, idle: 0, thinking: 0, awaiting_approval: 1, executing: 0, sleeping: 1, error: 0 },
      awaitingApproval: 1,
    });
    expect(body.tickets).toEqual({ total: 3, byStatus: { OPEN: 2, IN_PROGRESS: 0, RESOLVED: 1, CLOSED: 0 } });
  });

  it("shows the latest registrations, syncs, agent actions and tickets, newest first", async () => {
    const { recentActivity } = (await admin.get("/api/admin/analytics")).body;
    expect(recentActivity.registrations.map((item: { email: string }) => item.email)).toEqual([
      "analytics-user@example.com",
      "analytics-admin@example.com",
      "recent-banned@example.com",
      "second-admin@example.com",
      "older@example.com",
      "banned-admin@example.com",
    ]);
    expect(recentActivity.registrations[3]).toEqual({
      userId: seeded.users[1]!.id,
      email: "second-admin@example.com",
      name: null,
      role: "admin",
      createdAt: expect.any(String),
    });

    expect(recentActivity.syncs.map((item: { taskId: string }) => item.taskId)).toEqual(seeded.syncTaskIds.slice(2).reverse());
    expect(recentActivity.syncs[0]).toMatchObject({
      appId: seeded.apps[1]!.id,
      appName: "App 1",
      status: "failed",
      error: "The store is unavailable",
      reason: "scheduled",
      finishedAt: null,
    });

    expect(
      recentActivity.agentActions.map((item: { actionId: string; appName: string; status: string }) => [
        item.actionId,
        item.appName,
        item.status,
      ]),
    ).toEqual([
      [seeded.actionIds.pending, "App 1", "pending"],
      [seeded.actionIds.executed, "App 1", "executed"],
      [seeded.actionIds.rejected, "App 0", "rejected"],
    ]);
    expect(recentActivity.agentActions[0]).toMatchObject({
      appId: seeded.apps[1]!.id,
      kind: "update_localization",
      summary: "New keywords",
    });

    expect(recentActivity.tickets.map((item: { ticketId: string }) => item.ticketId)).toEqual([...seeded.ticketIds].reverse());
    expect(recentActivity.tickets[0]).toMatchObject({
      userId: seeded.users[2]!.id,
      userEmail: "older@example.com",
      type: "QUESTION",
      status: "OPEN",
    });
  });
});
