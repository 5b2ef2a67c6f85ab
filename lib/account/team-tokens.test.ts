import { describe, expect, it } from "vitest";

import { db } from "@/lib/db/client";
import { demoAccount } from "@/platform/store-simulator";
import { demoTeamKey } from "@/test/synced-app";
import { useApi } from "@/test/use-api";

const api = useApi();
const [trailmix, ledger] = demoAccount.apps;

describe("a token limited to one team", () => {
  it("acts only within that team, within the user's role there; an unlimited one sees every team", async () => {
    const client = api.client();
    await client.registerAndSignIn({ name: "Scripted" });
    const teamId = (await client.post("/api/teams", { name: "Release train" })).body.id;
    const teamApp = (await client.post("/api/apps", { ...demoTeamKey, storeId: trailmix!.storeId, teamId })).body.id;
    const personalApp = (await client.post("/api/apps", { ...demoTeamKey, storeId: ledger!.storeId })).body.id;

    const created = await client.post("/api/account/tokens", { name: "Release job", scope: "read_write", expiresInDays: 7, teamId });
    expect(created).toMatchObject({ status: 201, body: { team: { id: teamId, name: "Release train" } } });
    const limited = { authorization: `Bearer ${created.body.token}` };
    const script = api.client();

    expect((await script.get("/api/apps", limited)).body.items.map((app: { id: string }) => app.id)).toEqual([teamApp]);
    expect((await script.get(`/api/apps/${personalApp}`, limited)).status).toBe(404);
    expect((await script.get(`/api/apps/${personalApp}/reviews`, limited)).status).toBe(404);
    expect((await script.get(`/api/apps/${teamApp}`, limited)).status).toBe(200);
    expect((await script.get("/api/teams", limited)).body.items.map((team: { id: string }) => team.id)).toEqual([teamId]);
    const personalTeam = (await client.get("/api/teams")).body.items.find((team: { personal: boolean }) => team.personal).id;
    expect((await script.get(`/api/teams/${personalTeam}/members`, limited)).status).toBe(404);
    expect(await script.request("POST", "/api/teams", { body: { name: "More" }, headers: limited })).toMatchObject({
      status: 403,
      body: { code: "insufficient_scope" },
    });
    // Registering without a team puts the app in the token's team.
    const registered = await script.request("POST", "/api/apps", {
      body: { ...demoTeamKey, storeId: demoAccount.apps[2]!.storeId },
      headers: limited,
    });
    expect(registered).toMatchObject({ status: 201, body: { teamId } });

    const everywhere = await client.post("/api/account/tokens", { name: "Reports", scope: "read", expiresInDays: 7 });
    expect(everywhere.body.team).toBeNull();
    const all = (await script.get("/api/apps", { authorization: `Bearer ${everywhere.body.token}` })).body.items;
    expect(all.map((app: { id: string }) => app.id).sort()).toEqual([teamApp, personalApp, registered.body.id].sort());

    // Another user's team cannot be named.
    const stranger = api.client();
    await stranger.registerAndSignIn();
    const refused = await stranger.post("/api/account/tokens", { name: "Sneaky", scope: "read", expiresInDays: 7, teamId });
    expect(refused.status).toBe(404);
    expect(await db().personalAccessToken.count({ where: { teamId } })).toBe(1);
  });
});
