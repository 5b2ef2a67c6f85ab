import { generateKeyPairSync } from "node:crypto";

import { describe, expect, it } from "vitest";

import { db } from "@/lib/db/client";
import { demoAccount } from "@/platform/store-simulator";
import { demoIndividualKey, demoTeamKey } from "@/test/synced-app";
import { joinTeam, person } from "@/test/team-members";
import { teamKeyOf } from "@/test/team-key";
import { useApi } from "@/test/use-api";

const api = useApi();
const [trailmix, ledger, sleepwell] = demoAccount.apps;

/** A well-formed key App Store Connect has never seen. */
/** The demo publisher's individual key, as a key alone. */
const individualKey = { keyId: demoIndividualKey.keyId, privateKey: demoIndividualKey.privateKey, isIndividualKey: true };

const strangerKey = () => ({
  keyId: "STRANGER01",
  issuerId: demoTeamKey.issuerId,
  privateKey: generateKeyPairSync("ec", { namedCurve: "prime256v1" }).privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
});

async function teamWithTrailmix(name: string) {
  const owner = await person(api, name);
  const teamId = (await owner.client.post("/api/teams", { name: `${name}'s studio` })).body.id;
  const app = await owner.client.post("/api/apps", { ...demoTeamKey, storeId: trailmix!.storeId, teamId });
  expect(app.status).toBe(201);
  const [key] = (await owner.client.get(`/api/teams/${teamId}/credentials`)).body.items;
  return { owner, teamId, appId: app.body.id as string, credentialId: key.id as string };
}

describe("a team's keys", () => {
  it("are stored once: an app registered with the key again, or with credentialId, shares it; the list never shows the key", async () => {
    const { owner, teamId, appId, credentialId } = await teamWithTrailmix("Kim");
    const again = await owner.client.post("/api/apps", { ...demoTeamKey, storeId: ledger!.storeId, teamId });
    expect(again.status).toBe(201);
    const byId = await owner.client.post("/api/apps", {
      credentialId,
      storeId: sleepwell!.storeId,
      vendorNumber: demoTeamKey.vendorNumber,
      teamId,
    });
    expect(byId.status).toBe(201);
    expect([again.body.credentialId, byId.body.credentialId]).toEqual([credentialId, credentialId]);

    const listed = await owner.client.get(`/api/teams/${teamId}/credentials`);
    expect(listed.status).toBe(200);
    expect(listed.body.items).toEqual([
      {
        id: credentialId,
        keyId: demoTeamKey.keyId,
        issuerId: demoTeamKey.issuerId,
        isIndividualKey: false,
        keyFingerprint: expect.stringMatching(/^SHA256:/),
        verifiedAt: expect.any(String),
        createdAt: expect.any(String),
        apps: expect.arrayContaining([{ id: appId, name: trailmix!.name }]),
      },
    ]);
    expect(listed.body.items[0].apps).toHaveLength(3);
    expect(JSON.stringify(listed.body)).not.toContain("PRIVATE KEY");
    expect(await db().credential.count({ where: { teamId } })).toBe(1);
    const log = (await owner.client.get(`/api/teams/${teamId}/audit-log`)).body.items.map((entry: { action: string }) => entry.action);
    expect(log.filter((action: string) => action === "key.added")).toHaveLength(1);
  });

  it("are the team's own: another team's key is 404, and a request naming a key and giving one is refused", async () => {
    const mine = await teamWithTrailmix("Lou");
    const theirs = await teamWithTrailmix("Max");
    const borrowed = await mine.owner.client.post("/api/apps", {
      credentialId: theirs.credentialId,
      storeId: ledger!.storeId,
      vendorNumber: demoTeamKey.vendorNumber,
      teamId: mine.teamId,
    });
    expect(borrowed).toMatchObject({ status: 404, body: { detail: "The key does not exist." } });
    expect((await mine.owner.client.get(`/api/teams/${theirs.teamId}/credentials`)).status).toBe(404);
    const both = await mine.owner.client.post("/api/apps", { ...demoTeamKey, credentialId: mine.credentialId, storeId: ledger!.storeId });
    expect(both.status).toBe(400);
    expect(both.body.errors.map((error: { path: string }) => error.path)).toEqual(["body.keyId", "body.privateKey", "body.issuerId"]);
    const none = await mine.owner.client.post("/api/apps", { storeId: ledger!.storeId, vendorNumber: demoTeamKey.vendorNumber });
    expect(none.body.errors.map((error: { path: string }) => error.path)).toEqual(["body.keyId", "body.privateKey", "body.issuerId"]);
  });

  it("are listed and changed by owners and admins only", async () => {
    const { owner, teamId, credentialId } = await teamWithTrailmix("Noa");
    const developer = await person(api, "Dev");
    await joinTeam(owner.client, teamId, developer, "developer");
    const listed = await developer.client.get(`/api/teams/${teamId}/credentials`);
    expect(listed).toMatchObject({ status: 403, body: { code: "forbidden" } });
    expect(listed.body.detail).toContain("keys.manage");
    const rotated = await developer.client.put(`/api/teams/${teamId}/credentials/${credentialId}`, individualKey);
    expect(rotated.status).toBe(403);
  });
});

describe("adding every app a key can see", () => {
  it("registers the apps the team lacks with the stored key, each syncing; a second time adds none", async () => {
    const { owner, teamId, credentialId } = await teamWithTrailmix("Ola");
    const added = await owner.client.post(`/api/teams/${teamId}/credentials/${credentialId}/apps`, {});
    expect(added.status).toBe(200);
    expect(added.body.alreadyInTeam).toBe(1);
    expect(added.body.items.map((app: { storeId: string }) => app.storeId).sort()).toEqual([ledger!.storeId, sleepwell!.storeId]);
    expect(added.body.items.every((app: { credentialId: string; vendorNumber: string }) => app.credentialId === credentialId)).toBe(true);
    const tasks = await db().syncTask.count({ where: { appId: { in: added.body.items.map((app: { id: string }) => app.id) } } });
    expect(tasks).toBe(2);

    const again = await owner.client.post(`/api/teams/${teamId}/credentials/${credentialId}/apps`, {});
    expect(again.body).toEqual({ items: [], alreadyInTeam: 3 });
  });

  it("registers none when the plan has no room for all of them", async () => {
    const { owner, teamId, credentialId } = await teamWithTrailmix("Pia");
    // A second app in the team (another store's): free has room for one more, and the key sees two the team lacks.
    await db().app.create({
      data: {
        teamId,
        userId: owner.id,
        storeId: "not-this-keys",
        name: "Elsewhere",
        credentialId: await teamKeyOf(teamId),
        vendorNumber: "1",
      },
    });
    const refused = await owner.client.post(`/api/teams/${teamId}/credentials/${credentialId}/apps`, {});
    expect(refused).toMatchObject({ status: 402, body: { code: "quota_exceeded", feature: "apps", limit: 3, used: 2 } });
    expect(await db().app.count({ where: { teamId } })).toBe(2);
  });
});

describe("rotating a key", () => {
  it("gives every app that uses it the new key at once, and syncs them; the log says who", async () => {
    const { owner, teamId, credentialId } = await teamWithTrailmix("Quinn");
    await owner.client.post(`/api/teams/${teamId}/credentials/${credentialId}/apps`, {});
    // Their first syncs are over (a new request would join one still queued).
    await db().syncTask.updateMany({ where: { app: { teamId } }, data: { status: "succeeded", finishedAt: new Date() } });
    const rotated = await owner.client.put(`/api/teams/${teamId}/credentials/${credentialId}`, individualKey);
    expect(rotated.status).toBe(200);
    expect(rotated.body).toMatchObject({ id: credentialId, keyId: demoIndividualKey.keyId, issuerId: null, isIndividualKey: true });
    expect(rotated.body.apps).toHaveLength(3);
    const apps = (await owner.client.get(`/api/apps?teamId=${teamId}`)).body.items;
    expect(apps.map((app: { keyId: string }) => app.keyId)).toEqual([
      demoIndividualKey.keyId,
      demoIndividualKey.keyId,
      demoIndividualKey.keyId,
    ]);
    const syncs = await db().syncTask.count({ where: { reason: "credentials_replaced", app: { teamId } } });
    expect(syncs).toBe(3);
    const [entry] = (await owner.client.get(`/api/teams/${teamId}/audit-log`)).body.items;
    expect(entry).toMatchObject({ action: "key.replaced", actorId: owner.id });
  });

  it("changes nothing when App Store Connect refuses the new key, or it cannot see every app using the old one", async () => {
    const { owner, teamId, credentialId, appId } = await teamWithTrailmix("Ray");
    const before = await db().credential.findUniqueOrThrow({ where: { id: credentialId } });
    const refused = await owner.client.put(`/api/teams/${teamId}/credentials/${credentialId}`, strangerKey());
    expect(refused).toMatchObject({ status: 422, body: { code: "store_credentials_invalid" } });

    // An app of the team the new key does not show (its store id is another account's).
    await db().app.update({ where: { id: appId }, data: { storeId: "6449999999" } });
    const blind = await owner.client.put(`/api/teams/${teamId}/credentials/${credentialId}`, individualKey);
    expect(blind).toMatchObject({ status: 422, body: { code: "key_misses_apps" } });
    expect(blind.body.detail).toContain(trailmix!.name);
    expect(await db().credential.findUniqueOrThrow({ where: { id: credentialId } })).toEqual(before);
  });
});

describe("removing a key", () => {
  it("is refused while an app uses it, and forgets it once none does", async () => {
    const { owner, teamId, credentialId, appId } = await teamWithTrailmix("Sam");
    const inUse = await owner.client.delete(`/api/teams/${teamId}/credentials/${credentialId}`);
    expect(inUse).toMatchObject({ status: 409, body: { code: "key_in_use" } });

    // The app gets the individual key (a key of its own in the team); the team key is then unused.
    const replaced = await owner.client.put(`/api/apps/${appId}/credentials`, demoIndividualKey);
    expect(replaced.status).toBe(200);
    expect(replaced.body.credentialId).not.toBe(credentialId);
    const removed = await owner.client.delete(`/api/teams/${teamId}/credentials/${credentialId}`);
    expect(removed.status).toBe(204);
    const keys = (await owner.client.get(`/api/teams/${teamId}/credentials`)).body.items;
    expect(keys.map((key: { keyId: string }) => key.keyId)).toEqual([demoIndividualKey.keyId]);
    const [entry] = (await owner.client.get(`/api/teams/${teamId}/audit-log`)).body.items;
    expect(entry).toMatchObject({ action: "key.removed" });
  });
});
