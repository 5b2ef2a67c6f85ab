import { beforeAll, describe, expect, it } from "vitest";

import { db } from "@/lib/db/client";
import { demoAccount } from "@/platform/store-simulator";
import { emailCount, emailedLink } from "@/test/account-emails";
import { demoTeamKey } from "@/test/synced-app";
import { confirmAddress, person } from "@/test/team-members";
import { useApi } from "@/test/use-api";
import { setTeamPlan } from "@/test/personal-team";

const api = useApi();
const [trailmix, ledger] = demoAccount.apps;

describe("invitations", () => {
  let owner: Awaited<ReturnType<typeof person>>;
  let teamId: string;
  let appA: string;
  let appB: string;

  beforeAll(async () => {
    owner = await person(api, "Olga Owner");
    teamId = (await owner.client.post("/api/teams", { name: "Trailmix Inc." })).body.id;
    // More members than the free plan's seats.
    await setTeamPlan(teamId, "pro");
    appA = (await owner.client.post("/api/apps", { ...demoTeamKey, storeId: trailmix!.storeId, teamId })).body.id;
    appB = (await owner.client.post("/api/apps", { ...demoTeamKey, storeId: ledger!.storeId, teamId })).body.id;
  });

  const invite = (email: string, role: string, appIds?: string[] | null) =>
    owner.client.post(`/api/teams/${teamId}/invitations`, { email, role, ...(appIds !== undefined && { appIds }) });

  it("emails a single-use link: accepting it joins with the role and app access given, and the audit log says who did what", async () => {
    const sue = await person(api, "Sue Support");
    const sent = await invite(sue.email.toUpperCase(), "support", [appA]);
    expect(sent).toMatchObject({ status: 201, body: { email: sue.email, role: "support", appIds: [appA], invitedBy: owner.email } });
    expect((await owner.client.get(`/api/teams/${teamId}/invitations`)).body.items.map((item: { id: string }) => item.id)).toEqual([
      sent.body.id,
    ]);
    // Only the hash is stored: the token is in the email alone.
    const { token, url } = await emailedLink(sue.email, "team-invitation");
    expect(url.pathname).toBe("/invitations/accept");
    const row = await db().teamInvitation.findUniqueOrThrow({ where: { id: sent.body.id } });
    expect(JSON.stringify(row)).not.toContain(token);

    await confirmAddress(sue);
    const joined = await sue.client.post("/api/invitations/accept", { token });
    expect(joined).toMatchObject({ status: 200, body: { id: teamId, name: "Trailmix Inc.", role: "support" } });
    expect((await sue.client.get("/api/apps")).body.items.map((app: { id: string }) => app.id)).toEqual([appA]);
    expect((await sue.client.get(`/api/apps/${appB}`)).status).toBe(404);
    expect((await owner.client.get(`/api/teams/${teamId}/invitations`)).body.items).toEqual([]);

    const reused = await sue.client.post("/api/invitations/accept", { token });
    expect(reused).toMatchObject({ status: 409, body: { code: "token_used" } });

    const log = (await owner.client.get(`/api/teams/${teamId}/audit-log`)).body.items;
    expect(log.slice(0, 2)).toMatchObject([
      { action: "member.joined", actorEmail: sue.email, data: { role: "support", appIds: [appA] } },
      { action: "invitation.sent", actorEmail: owner.email, data: { email: sue.email, role: "support" } },
    ]);
    // Owners and admins read the log; a support member does not.
    const refused = await sue.client.get(`/api/teams/${teamId}/audit-log`);
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toContain("audit.read");
  });

  it("refuses a member's address (409), a stranger's account (403), a revoked link (410) and an expired one (410)", async () => {
    const member = await person(api, "Mia Member");
    await invite(member.email, "viewer");
    await confirmAddress(member);
    await member.client.post("/api/invitations/accept", { token: (await emailedLink(member.email, "team-invitation")).token });
    expect(await invite(member.email, "admin")).toMatchObject({ status: 409, body: { code: "already_member" } });

    const invitee = await person(api, "Ian Invitee");
    const other = await person(api, "Otto Other");
    for (const account of [invitee, other]) await confirmAddress(account);
    const sent = await invite(invitee.email, "developer");
    const { token } = await emailedLink(invitee.email, "team-invitation");
    const wrong = await other.client.post("/api/invitations/accept", { token });
    expect(wrong).toMatchObject({ status: 403, body: { code: "invitation_wrong_account" } });
    expect(wrong.body.detail).not.toContain(invitee.email);
    expect(await db().teamMember.count({ where: { teamId, userId: other.id } })).toBe(0);

    expect((await owner.client.delete(`/api/teams/${teamId}/invitations/${sent.body.id}`)).status).toBe(204);
    expect((await owner.client.delete(`/api/teams/${teamId}/invitations/${sent.body.id}`)).status).toBe(404);
    expect(await invitee.client.post("/api/invitations/accept", { token })).toMatchObject({
      status: 410,
      body: { code: "invitation_revoked" },
    });

    await invite(invitee.email, "developer");
    const fresh = await emailedLink(invitee.email, "team-invitation");
    await db().teamInvitation.updateMany({
      where: { teamId, email: invitee.email, revokedAt: null },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect(await invitee.client.post("/api/invitations/accept", { token: fresh.token })).toMatchObject({
      status: 410,
      body: { code: "token_expired" },
    });
    expect(await invitee.client.post("/api/invitations/accept", { token: "aps_iv_not-a-token" })).toMatchObject({
      status: 400,
      body: { code: "token_invalid" },
    });
    expect(await db().teamMember.count({ where: { teamId, userId: invitee.id } })).toBe(0);
  });

  it("joins only accounts whose address is confirmed: refused in words before, joined after", async () => {
    const newcomer = await person(api, "Nell Newcomer");
    await invite(newcomer.email, "viewer");
    const { token } = await emailedLink(newcomer.email, "team-invitation");
    const refused = await newcomer.client.post("/api/invitations/accept", { token });
    expect(refused).toMatchObject({ status: 403, body: { code: "email_unconfirmed" } });
    expect(refused.body.detail).toContain("Confirm your email address");
    expect(await db().teamMember.count({ where: { teamId, userId: newcomer.id } })).toBe(0);

    // The link is not spent: once the address is confirmed, it joins.
    await confirmAddress(newcomer);
    expect(await newcomer.client.post("/api/invitations/accept", { token })).toMatchObject({ status: 200, body: { id: teamId } });
  });

  it("refuses a token limited to a team: it acts in that team only, and joining another is not acting in it", async () => {
    const scripted = await person(api, "Tess Token");
    await confirmAddress(scripted);
    const personal = (await scripted.client.get("/api/teams")).body.items[0].id;
    const withToken = async (teamLimit?: string) => {
      const made = await scripted.client.post("/api/account/tokens", {
        name: "script",
        scope: "read_write",
        expiresInDays: 1,
        ...(teamLimit && { teamId: teamLimit }),
      });
      expect(made.status).toBe(201);
      return (token: string) =>
        api
          .client()
          .request("POST", "/api/invitations/accept", { body: { token }, headers: { authorization: `Bearer ${made.body.token}` } });
    };
    await invite(scripted.email, "developer");
    const { token } = await emailedLink(scripted.email, "team-invitation");

    const limited = await (await withToken(personal))(token);
    expect(limited).toMatchObject({ status: 403, body: { code: "insufficient_scope" } });
    expect(limited.body.detail).toContain("limited to one team");
    expect(await db().teamMember.count({ where: { teamId, userId: scripted.id } })).toBe(0);

    // A token for all of the account's teams joins, as the session would.
    expect(await (await withToken())(token)).toMatchObject({ status: 200, body: { id: teamId, role: "developer" } });
  });

  it("keeps a personal team its account's alone", async () => {
    const personal = (await owner.client.get("/api/teams")).body.items.find((team: { personal: boolean }) => team.personal);
    const refused = await owner.client.post(`/api/teams/${personal.id}/invitations`, { email: "friend@example.com", role: "viewer" });
    expect(refused).toMatchObject({ status: 409, body: { code: "personal_team" } });
    expect(await emailCount("friend@example.com", "team-invitation")).toBe(0);
  });

  it("lets only owners invite owners, and admins invite the rest", async () => {
    const admin = await person(api, "Adam Admin");
    await invite(admin.email, "admin");
    await confirmAddress(admin);
    await admin.client.post("/api/invitations/accept", { token: (await emailedLink(admin.email, "team-invitation")).token });
    const asOwner = await admin.client.post(`/api/teams/${teamId}/invitations`, { email: "new-owner@example.com", role: "owner" });
    expect(asOwner).toMatchObject({ status: 403, body: { code: "forbidden" } });
    const asViewer = await admin.client.post(`/api/teams/${teamId}/invitations`, { email: "new-viewer@example.com", role: "viewer" });
    expect(asViewer.status).toBe(201);
    expect(await emailCount("new-owner@example.com", "team-invitation")).toBe(0);
  });

  it("replaces an address's earlier link when it is invited again", async () => {
    const first = await invite("twice@example.com", "viewer");
    const firstLink = await emailedLink("twice@example.com", "team-invitation");
    const second = await invite("twice@example.com", "marketing");
    const secondLink = await emailedLink("twice@example.com", "team-invitation");
    expect(secondLink.token).not.toBe(firstLink.token);
    const pending = (await owner.client.get(`/api/teams/${teamId}/invitations`)).body.items.filter(
      (item: { email: string }) => item.email === "twice@example.com",
    );
    expect(pending).toEqual([expect.objectContaining({ id: second.body.id, role: "marketing" })]);
    expect(pending[0].id).not.toBe(first.body.id);
  });
});

describe("seats", () => {
  it("are a plan quota: members and pending invitations count when inviting, members when accepting (a downgrade is enforced)", async () => {
    const owner = await person(api, "Fay Free");
    const teamId = (await owner.client.post("/api/teams", { name: "Small team" })).body.id;
    const invite = (email: string) => owner.client.post(`/api/teams/${teamId}/invitations`, { email, role: "viewer" });
    // The free plan has 3 seats: the owner and two invitations fill it.
    const [first, second, later] = [await person(api, "First"), await person(api, "Second"), await person(api, "Later")];
    expect((await invite(first.email)).status).toBe(201);
    expect((await invite(second.email)).status).toBe(201);
    const third = await invite("third@example.com");
    expect(third).toMatchObject({ status: 402, body: { code: "quota_exceeded", feature: "seats", limit: 3, used: 3 } });
    expect(await emailCount("third@example.com", "team-invitation")).toBe(0);

    // On a paid plan a fourth seat is there; back on free, three members leave no room for it.
    await setTeamPlan(teamId, "pro");
    expect((await invite(later.email)).status).toBe(201);
    for (const invitee of [first, second, later]) await confirmAddress(invitee);
    for (const invitee of [first, second]) {
      const { token } = await emailedLink(invitee.email, "team-invitation");
      expect((await invitee.client.post("/api/invitations/accept", { token })).status).toBe(200);
    }
    await setTeamPlan(teamId, "free");
    const refused = await later.client.post("/api/invitations/accept", {
      token: (await emailedLink(later.email, "team-invitation")).token,
    });
    expect(refused).toMatchObject({ status: 402, body: { code: "quota_exceeded", feature: "seats" } });
    expect(await db().teamMember.count({ where: { teamId } })).toBe(3);
  });
});
