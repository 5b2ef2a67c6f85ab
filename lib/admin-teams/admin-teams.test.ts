import { describe, expect, it } from "vitest";

import { db } from "@/lib/db/client";
import { useApi } from "@/test/use-api";
import { joinTeam, person } from "@/test/team-members";

const api = useApi();

describe("teams in the admin panel", () => {
  it("lists teams with their members and roles, the owners' best plan and pending invitations; admins only", async () => {
    const admin = await person(api, "Root Admin");
    await db().user.update({ where: { id: admin.id }, data: { role: "admin" } });
    const owner = await person(api, "Olga Owner");
    await db().user.update({ where: { id: owner.id }, data: { planId: "pro" } });
    const teamId = (await owner.client.post("/api/teams", { name: "Findable Studio" })).body.id;
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
  });
});
