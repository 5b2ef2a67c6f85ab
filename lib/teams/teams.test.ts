import { readFileSync } from "node:fs";

import { beforeAll, describe, expect, it } from "vitest";

import { appKey } from "@/lib/apps/credentials";
import { seal } from "@/lib/crypto/secret-box";
import { serviceKeyRing } from "@/lib/crypto/service-key-ring";
import { db } from "@/lib/db/client";
import { demoAccount } from "@/platform/store-simulator";
import type { ApiClient } from "@/test/api-client";
import { failSyncTask } from "@/lib/sync/task-lifecycle";
import { demoTeamKey, runJobs, storeSandbox } from "@/test/synced-app";
import { joinTeam, person } from "@/test/team-members";
import { useApi } from "@/test/use-api";

import { roleMatrixTable } from "./roles";
import { setTeamPlan } from "@/test/personal-team";

const api = useApi();
const [trailmix, ledger] = demoAccount.apps;

async function registerApp(client: ApiClient, storeId: string, teamId?: string) {
  return client.post("/api/apps", { ...demoTeamKey, storeId, ...(teamId && { teamId }) });
}

describe("personal teams", () => {
  it("every account has one, owned by it; its apps belong to it", async () => {
    const { client } = await person(api, "Ada");
    const teams = (await client.get("/api/teams")).body.items;
    expect(teams).toEqual([expect.objectContaining({ name: "Personal", personal: true, role: "owner" })]);

    const app = await registerApp(client, trailmix!.storeId);
    expect(app.status).toBe(201);
    expect(app.body.teamId).toBe(teams[0].id);
    expect((await client.get("/api/apps")).body.items.map((item: { teamId: string }) => item.teamId)).toEqual([teams[0].id]);
  });

  it("goes only with its account: nobody leaves it and it cannot be deleted", async () => {
    const { client, id } = await person(api, "Ben");
    const [personal] = (await client.get("/api/teams")).body.items;
    const leave = await client.delete(`/api/teams/${personal.id}/members/${id}`);
    expect(leave).toMatchObject({ status: 409, body: { code: "personal_team" } });
    const remove = await client.delete(`/api/teams/${personal.id}`);
    expect(remove).toMatchObject({ status: 409, body: { code: "personal_team" } });
  });
});

describe("a shared team", () => {
  let owner: Awaited<ReturnType<typeof person>>;
  let teamId: string;
  let appA: string;
  let appB: string;

  beforeAll(async () => {
    owner = await person(api, "Olga Owner");
    const created = await owner.client.post("/api/teams", { name: "  Trailmix Inc.  " });
    expect(created).toMatchObject({ status: 201, body: { name: "Trailmix Inc.", personal: false, role: "owner" } });
    teamId = created.body.id;
    // Four members: more seats than the free plan's.
    await setTeamPlan(teamId, "pro");
    appA = (await registerApp(owner.client, trailmix!.storeId, teamId)).body.id;
    appB = (await registerApp(owner.client, ledger!.storeId, teamId)).body.id;
  });

  it("lists the team after the personal one, and its apps under ?teamId=", async () => {
    const teams = (await owner.client.get("/api/teams")).body.items;
    expect(teams.map((team: { name: string }) => team.name)).toEqual(["Personal", "Trailmix Inc."]);
    const apps = (await owner.client.get(`/api/apps?teamId=${teamId}`)).body.items;
    expect(apps.map((app: { id: string }) => app.id).sort()).toEqual([appA, appB].sort());
    expect((await owner.client.get(`/api/apps?teamId=${teams[0].id}`)).body.items).toEqual([]);
  });

  it("answers 404 to strangers for the team, its members, its apps, and registering into it", async () => {
    const stranger = await person(api, "Stan Stranger");
    for (const path of [`/api/teams/${teamId}`, `/api/teams/${teamId}/members`, `/api/apps/${appA}`, `/api/apps/${appA}/versions`]) {
      expect((await stranger.client.get(path)).status, path).toBe(404);
    }
    expect((await registerApp(stranger.client, trailmix!.storeId, teamId)).status).toBe(404);
    expect((await stranger.client.get("/api/apps")).body.items).toEqual([]);
  });

  it("lets a viewer read and nothing more, naming the permission a change needs", async () => {
    const viewer = await person(api, "Vera Viewer");
    await joinTeam(owner.client, teamId, viewer, "viewer");
    expect((await viewer.client.get(`/api/apps/${appA}`)).status).toBe(200);
    expect((await viewer.client.get("/api/portfolio")).body.items.map((app: { appId: string }) => app.appId).sort()).toEqual(
      [appA, appB].sort(),
    );

    const rename = await viewer.client.patch(`/api/teams/${teamId}`, { name: "Mine now" });
    expect(rename).toMatchObject({ status: 403, body: { code: "forbidden" } });
    expect(rename.body.detail).toContain("team.manage");
    const remove = await viewer.client.delete(`/api/apps/${appA}?confirmationName=${encodeURIComponent(trailmix!.name)}`);
    expect(remove.status).toBe(403);
    expect(remove.body.detail).toContain("apps.manage");
    const register = await registerApp(viewer.client, "6449000999", teamId);
    expect(register.status).toBe(403);
    expect(await db().app.count({ where: { teamId } })).toBe(2);
  });

  it("shows a member limited to some apps only those; the others answer 404", async () => {
    const support = await person(api, "Sue Support");
    await joinTeam(owner.client, teamId, support, "support", [appA]);
    expect((await support.client.get("/api/apps")).body.items.map((app: { id: string }) => app.id)).toEqual([appA]);
    expect((await support.client.get(`/api/apps/${appA}`)).status).toBe(200);
    expect((await support.client.get(`/api/apps/${appB}`)).status).toBe(404);
    expect((await support.client.get(`/api/apps/${appB}/reviews`)).status).toBe(404);

    const widened = await owner.client.patch(`/api/teams/${teamId}/members/${support.id}`, { appIds: null });
    expect(widened).toMatchObject({ status: 200, body: { role: "support", appIds: null } });
    expect((await support.client.get(`/api/apps/${appB}`)).status).toBe(200);

    const foreign = await owner.client.patch(`/api/teams/${teamId}/members/${support.id}`, { appIds: ["not-an-app-of-this-team"] });
    expect(foreign).toMatchObject({ status: 400, body: { code: "validation_failed" } });
  });

  it("shows an admin limited to some apps the audit entries about those apps and the team, none about the others", async () => {
    const limited = await person(api, "Alma Limited");
    await joinTeam(owner.client, teamId, limited, "admin", [appA]);
    const log = async (client: ApiClient, query = "") => (await client.get(`/api/teams/${teamId}/audit-log?limit=100${query}`)).body.items;
    const about = (entries: { data: { appId?: string } }[], app: string) => entries.filter((entry) => entry.data.appId === app);

    const everything = await log(owner.client);
    expect(about(everything, appB).length).toBeGreaterThan(0);
    const seen = await log(limited.client);
    expect(about(seen, appA).length).toBe(about(everything, appA).length);
    expect(about(seen, appB)).toEqual([]);
    expect(JSON.stringify(seen)).not.toContain(ledger!.storeId);
    expect(JSON.stringify(seen)).not.toContain(ledger!.name);
    expect(seen.map((entry: { action: string }) => entry.action)).toEqual(expect.arrayContaining(["team.created", "member.joined"]));
    // Filtered by action, and page by page, the same holds.
    expect(about(await log(limited.client, "&action=app.registered"), appB)).toEqual([]);
    const firstPage = (await limited.client.get(`/api/teams/${teamId}/audit-log?limit=1&action=app.registered`)).body;
    expect(firstPage.items).toEqual([expect.objectContaining({ data: expect.objectContaining({ appId: appA }) })]);
    expect((await owner.client.delete(`/api/teams/${teamId}/members/${limited.id}`)).status).toBe(204);
  });

  it("lets nobody change their own role or apps: a limited admin cannot lift their limit, an owner changes only through another owner", async () => {
    const limited = await person(api, "Lim Admin");
    await joinTeam(owner.client, teamId, limited, "admin", [appA]);
    const self = `/api/teams/${teamId}/members/${limited.id}`;
    for (const change of [{ appIds: null }, { appIds: [appA, appB] }, { role: "viewer" }, { role: "admin", appIds: null }]) {
      const refused = await limited.client.patch(self, change);
      expect(refused, JSON.stringify(change)).toMatchObject({ status: 403, body: { code: "forbidden" } });
      expect(refused.body.detail).toContain("own role or apps");
    }
    expect((await limited.client.get(`/api/apps/${appB}`)).status).toBe(404);
    const members = (await owner.client.get(`/api/teams/${teamId}/members`)).body.items;
    expect(members.find((member: { userId: string }) => member.userId === limited.id)).toMatchObject({ role: "admin", appIds: [appA] });

    // Owners too: their own role and apps change only through another owner.
    for (const change of [{ role: "admin" }, { appIds: [appA] }]) {
      const refused = await owner.client.patch(`/api/teams/${teamId}/members/${owner.id}`, change);
      expect(refused, JSON.stringify(change)).toMatchObject({ status: 403, body: { code: "forbidden" } });
    }
    expect((await owner.client.get(`/api/apps/${appB}`)).status).toBe(200);
    expect((await owner.client.delete(`/api/teams/${teamId}/members/${limited.id}`)).status).toBe(204);
  });

  it("keeps one owner: the last one can neither leave nor be demoted; ownership is transferred by making another owner", async () => {
    const admin = await person(api, "Adam Admin");
    await joinTeam(owner.client, teamId, admin, "admin");

    expect((await owner.client.delete(`/api/teams/${teamId}/members/${owner.id}`)).body.code).toBe("last_owner");

    // An admin manages members, but not owners, and makes nobody an owner.
    expect((await admin.client.patch(`/api/teams/${teamId}/members/${owner.id}`, { role: "viewer" })).status).toBe(403);
    expect((await admin.client.patch(`/api/teams/${teamId}/members/${admin.id}`, { role: "owner" })).status).toBe(403);

    // The transfer: the owner makes the admin an owner, then leaves.
    expect((await owner.client.patch(`/api/teams/${teamId}/members/${admin.id}`, { role: "owner" })).body.role).toBe("owner");
    expect((await owner.client.delete(`/api/teams/${teamId}/members/${owner.id}`)).status).toBe(204);
    expect((await owner.client.get(`/api/teams/${teamId}`)).status).toBe(404);
    expect((await owner.client.get(`/api/apps/${appA}`)).status).toBe(404);

    const members = (await admin.client.get(`/api/teams/${teamId}/members`)).body.items;
    expect(members[0]).toMatchObject({ userId: admin.id, role: "owner", email: expect.stringContaining("@") });
    expect(members.map((member: { userId: string }) => member.userId)).not.toContain(owner.id);
  });
});

describe("deleting a team", () => {
  it("is the owner's, for a team without apps", async () => {
    const owner = await person(api, "Dora");
    const teamId = (await owner.client.post("/api/teams", { name: "Side project" })).body.id;
    await registerApp(owner.client, trailmix!.storeId, teamId);
    const admin = await person(api, "Al");
    await joinTeam(owner.client, teamId, admin, "admin");

    const byAdmin = await admin.client.delete(`/api/teams/${teamId}`);
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body.detail).toContain("team.delete");
    expect(await owner.client.delete(`/api/teams/${teamId}`)).toMatchObject({ status: 409, body: { code: "team_has_apps" } });

    const [app] = (await owner.client.get(`/api/apps?teamId=${teamId}`)).body.items;
    expect((await owner.client.delete(`/api/apps/${app.id}?confirmationName=${encodeURIComponent(app.name)}`)).status).toBe(204);
    expect((await owner.client.delete(`/api/teams/${teamId}`)).status).toBe(204);
    expect(await db().teamMember.count({ where: { teamId } })).toBe(0);
  });
});

describe("moving an app to another team", () => {
  it("takes everything with it, needs apps.manage in both teams, and is logged in both", async () => {
    const owner = await person(api, "Mo Mover");
    const appId = (await registerApp(owner.client, trailmix!.storeId)).body.id;
    const from = (await owner.client.get("/api/teams")).body.items[0].id;
    const to = (await owner.client.post("/api/teams", { name: "Shared" })).body.id;
    await setTeamPlan(to, "pro");
    const viewer = await person(api, "Val Viewer");
    await joinTeam(owner.client, to, viewer, "viewer");
    expect((await viewer.client.get(`/api/apps/${appId}`)).status).toBe(404);

    const refused = await viewer.client.put(`/api/apps/${appId}/team`, { teamId: from });
    expect(refused.status).toBe(404);
    const moved = await owner.client.put(`/api/apps/${appId}/team`, { teamId: to });
    expect(moved).toMatchObject({ status: 200, body: { id: appId, teamId: to } });
    expect((await viewer.client.get(`/api/apps/${appId}`)).status).toBe(200);
    // A viewer of the new team sees it, but may not move it.
    const back = await viewer.client.put(`/api/apps/${appId}/team`, { teamId: from });
    expect(back.status).toBe(403);
    expect(back.body.detail).toContain("apps.manage");
    expect((await owner.client.get(`/api/teams/${to}/audit-log?action=app.moved_in`)).body.items).toHaveLength(1);
    expect((await owner.client.get(`/api/teams/${from}/audit-log?action=app.moved_out`)).body.items).toHaveLength(1);

    // The same store app registered in the old team again: it cannot move into a team that has it.
    const again = (await registerApp(owner.client, trailmix!.storeId)).body.id;
    expect(await owner.client.put(`/api/apps/${again}/team`, { teamId: to })).toMatchObject({ status: 409, body: { code: "app_exists" } });
  });

  it("takes its key along, stored again for the new team, even one still sealed for the app it came from", async () => {
    const owner = await person(api, "Kit Carrier");
    const appId = (await registerApp(owner.client, ledger!.storeId)).body.id;
    const to = (await owner.client.post("/api/teams", { name: "Carried" })).body.id;
    // As the migration that moved keys to teams left it: sealed for the app, the binding named.
    const { credentialId } = await db().app.findUniqueOrThrow({ where: { id: appId } });
    const binding = `app-key:${owner.id}:${ledger!.storeId}`;
    await db().credential.update({
      where: { id: credentialId },
      data: { privateKeyEncrypted: seal(serviceKeyRing(), demoTeamKey.privateKey, binding), legacySealOwner: binding },
    });

    const moved = await owner.client.put(`/api/apps/${appId}/team`, { teamId: to });
    expect(moved).toMatchObject({ status: 200, body: { teamId: to } });
    expect(moved.body.credentialId).not.toBe(credentialId);
    expect((await appKey(await db().app.findUniqueOrThrow({ where: { id: appId } }))).privateKey).toBe(demoTeamKey.privateKey);
  });
});

describe("deleting an account", () => {
  it("leaves the apps it registered in a team that goes on, with another owner", async () => {
    const founder = await person(api, "Fred Founder");
    const teamId = (await founder.client.post("/api/teams", { name: "Going on" })).body.id;
    const appId = (await registerApp(founder.client, trailmix!.storeId, teamId)).body.id;
    const partner = await person(api, "Pat Partner");
    await joinTeam(founder.client, teamId, partner, "owner");

    const deleted = await founder.client.request("DELETE", "/api/account", { body: { confirmEmail: founder.email } });
    expect(deleted.status).toBe(204);
    expect((await partner.client.get(`/api/apps/${appId}`)).status).toBe(200);
    const kept = await db().app.findUniqueOrThrow({ where: { id: appId } });
    expect(kept).toMatchObject({ teamId, userId: partner.id });
    // The key is the team's: it still opens.
    expect((await appKey(kept)).privateKey).toContain("PRIVATE KEY");
    // And the team's members still read its reviews.
    expect((await partner.client.get(`/api/apps/${appId}/reviews?limit=1`)).status).toBe(200);
  });
});

describe("notifications by role", () => {
  it("tell new reviews to those who answer them and a failed sync to those who ship, each member who sees the app", async () => {
    const owner = await person(api, "Nora Owner");
    const teamId = (await owner.client.post("/api/teams", { name: "Notified" })).body.id;
    await setTeamPlan(teamId, "pro");
    const appId = (await registerApp(owner.client, trailmix!.storeId, teamId)).body.id;
    const otherAppId = (await registerApp(owner.client, ledger!.storeId, teamId)).body.id;
    const [support, developer, finance, elsewhere] = [
      await person(api, "S"),
      await person(api, "D"),
      await person(api, "F"),
      await person(api, "E"),
    ];
    await joinTeam(owner.client, teamId, support, "support");
    await joinTeam(owner.client, teamId, developer, "developer");
    await joinTeam(owner.client, teamId, finance, "finance");
    // Support, but only for the other app: not told about this one.
    await joinTeam(owner.client, teamId, elsewhere, "support", [otherAppId]);

    await runJobs();
    await storeSandbox(owner.id).control.addReview({
      appStoreId: trailmix!.storeId,
      rating: 2,
      title: "Slow",
      body: "Maps load slowly.",
      territory: "USA",
    });
    expect((await owner.client.pull(appId)).status).toBe(202);
    await runJobs();
    const told = async (template: string) =>
      (await db().emailMessage.findMany({ where: { template }, select: { userId: true } })).map((email) => email.userId);
    expect((await told("new-reviews")).sort()).toEqual([owner.id, support.id].sort());

    const task = await db().syncTask.create({ data: { appId, userId: owner.id, reason: "on_demand", status: "running" } });
    await failSyncTask(task.id, "App Store Connect is unavailable (503); try again later.");
    expect((await told("sync-failed")).sort()).toEqual([owner.id, developer.id].sort());
  });
});

describe("the role matrix", () => {
  it("is the one the README shows", () => {
    expect(readFileSync("README.md", "utf8")).toContain(roleMatrixTable());
  });
});

describe("how many teams an account may be in", () => {
  it("refuses a 51st team, whether created or joined, in words", async () => {
    const busy = await person(api, "Busy");
    // The personal team is the first of the fifty.
    for (let n = 1; n < 50; n++) expect((await busy.client.post("/api/teams", { name: `Team ${n}` })).status).toBe(201);
    const refused = await busy.client.post("/api/teams", { name: "One too many" });
    expect(refused).toMatchObject({ status: 409, body: { code: "team_limit_reached" } });
    expect(refused.body.detail).toMatch(/at most 50 teams/);

    const inviter = await person(api, "Inviter");
    const teamId = (await inviter.client.post("/api/teams", { name: "Another" })).body.id;
    await setTeamPlan(teamId, "pro");
    await expect(joinTeam(inviter.client, teamId, busy, "viewer")).rejects.toThrow(/accept failed: 409 .*team_limit_reached/);
    expect((await busy.client.get("/api/teams")).body.items).toHaveLength(50);
  });
});
