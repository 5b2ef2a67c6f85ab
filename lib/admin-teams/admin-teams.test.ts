import { describe, expect, it } from "vitest";

import { db } from "@/lib/db/client";
import { useApi } from "@/test/use-api";
import { joinTeam, person } from "@/test/team-members";
import { registerSyncedApp, demoTeamKey } from "@/test/synced-app";
import { demoAccount } from "@/platform/store-simulator";

const api = useApi();

describe("teams in the admin panel", () => {
  it("lists teams with their members and roles, plan and pending invitations; admins only", async () => {
    const admin = await person(api, "Root Admin");
    await db().user.update({ where: { id: admin.id }, data: { role: "admin" } });
    const owner = await person(api, "Olga Owner");
    const teamId = (await owner.client.post("/api/teams", { name: "Findable Studio" })).body.id;
    // The team's own plan: the owner's personal team stays on free.
    const given = await admin.client.patch(`/api/admin/teams/${teamId}`, { planId: "pro" });
    expect(given).toMatchObject({ status: 200, body: { id: teamId, plan: "Pro", planId: "pro", subscriptionStatus: "none" } });
    expect((await owner.client.get(`/api/teams/${teamId}/billing`)).body.plan).toEqual({ id: "pro", name: "Pro" });
    expect((await owner.client.get("/api/billing")).body.plan.id).toBe("free");
    const member = await person(api, "Mark Marketing");
    await joinTeam(owner.client, teamId, member, "marketing");
    await owner.client.post(`/api/teams/${teamId}/invitations`, { email: "later@example.com", role: "viewer" });

    const found = await admin.client.get("/api/admin/teams?search=findable");
    expect(found.status).toBe(200);
    expect(found.body.items).toEqual([
      expect.objectContaining({
        id: teamId,
        name: "Findable Studio",
        personal: false,
        plan: "Pro",
        apps: 0,
        pendingInvitations: 1,
        members: [
          expect.objectContaining({ userId: owner.id, role: "owner" }),
          expect.objectContaining({ userId: member.id, role: "marketing" }),
        ],
      }),
    ]);
    // By a member's address too.
    const byEmail = (await admin.client.get(`/api/admin/teams?search=${encodeURIComponent(member.email)}`)).body.items;
    expect(byEmail.map((team: { id: string }) => team.id)).toContain(teamId);

    expect((await owner.client.get("/api/admin/teams")).status).toBe(403);
    expect((await owner.client.patch(`/api/admin/teams/${teamId}`, { planId: "business" })).status).toBe(403);
  });

  it("records a plan given in the platform's audit log and the team's, and applies its limits at once", async () => {
    const admin = await person(api, "Plan Admin");
    await db().user.update({ where: { id: admin.id }, data: { role: "admin" } });
    const owner = await person(api, "Paula Owner");
    const teamId = (await owner.client.post("/api/teams", { name: "Downgraded" })).body.id;
    await admin.client.patch(`/api/admin/teams/${teamId}`, { planId: "pro" });
    const app = await registerSyncedApp(owner.client, demoAccount.apps[0]!.storeId, { ...demoTeamKey, teamId });
    expect((await owner.client.patch(`/api/apps/${app.id}/pull-interval`, { pullInterval: 5 })).status).toBe(200);

    expect((await admin.client.patch(`/api/admin/teams/${teamId}`, { planId: "free" })).body.plan).toBe("Free");
    expect((await db().app.findUniqueOrThrow({ where: { id: app.id } })).pullInterval).toBe(15);
    // The same plan again records nothing.
    await admin.client.patch(`/api/admin/teams/${teamId}`, { planId: "free" });
    const platform = await db().auditLogEntry.findMany({ where: { targetType: "team", targetId: teamId }, orderBy: { createdAt: "asc" } });
    expect(platform.map((entry) => [entry.action, entry.actorId, entry.data])).toEqual([
      ["team.plan_changed", admin.id, { before: { planId: "free" }, after: { planId: "pro" } }],
      ["team.plan_changed", admin.id, { before: { planId: "pro" }, after: { planId: "free" } }],
    ]);
    const log = (await owner.client.get(`/api/teams/${teamId}/audit-log?action=billing.plan_changed`)).body.items;
    expect(log.map((entry: { actorEmail: string; data: unknown }) => [entry.actorEmail, entry.data])).toEqual([
      [admin.email, { before: { planId: "pro" }, after: { planId: "free" }, by: "admin" }],
      [admin.email, { before: { planId: "free" }, after: { planId: "pro" }, by: "admin" }],
    ]);
    expect((await admin.client.patch("/api/admin/teams/no-such-team", { planId: "pro" })).status).toBe(404);
    expect((await admin.client.patch(`/api/admin/teams/${teamId}`, { planId: "gold" })).status).toBe(400);
  });
});
