import { generateKeyPairSync } from "node:crypto";

import { beforeAll, describe, expect, it } from "vitest";

import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { operations } from "@/lib/openapi/operations";
import { demoAccount } from "@/platform/store-simulator";
import type { ApiClient } from "@/test/api-client";
import { storeSandbox } from "@/test/synced-app";
import { useApi } from "@/test/use-api";
import { setPersonalPlan } from "@/test/personal-team";

const api = useApi();
const [trailmix, ledger, sleepwell] = demoAccount.apps;
const team = { keyId: demoAccount.teamKey.keyId, issuerId: demoAccount.teamKey.issuerId, privateKey: demoAccount.teamKey.privateKey };
const vendorNumber = demoAccount.vendorNumber;

const foreignPem = () =>
  generateKeyPairSync("ec", { namedCurve: "prime256v1" }).privateKey.export({ type: "pkcs8", format: "pem" }).toString();

async function newUser(): Promise<ApiClient> {
  const client = api.client();
  await client.registerAndSignIn();
  return client;
}

async function registerTrailmix(client: ApiClient) {
  const response = await client.post("/api/apps", { ...team, storeId: trailmix!.storeId, vendorNumber });
  expect(response.status).toBe(201);
  return response.body as { id: string; name: string; updatedAt: string };
}

let stranger: ApiClient;
beforeAll(async () => {
  stranger = await newUser();
});

describe("registering an app", () => {
  it("checks the key with the store, takes the name from it, stores the key encrypted and asks for a first sync", async () => {
    const client = await newUser();
    const app = await registerTrailmix(client);
    expect(app).toMatchObject({
      name: trailmix!.name,
      storeId: trailmix!.storeId,
      keyId: team.keyId,
      issuerId: team.issuerId,
      isIndividualKey: false,
      pullInterval: 15,
      versionsToKeep: 5,
      syncStatus: "never",
    });
    expect(JSON.stringify(app)).not.toContain("PRIVATE KEY");
    const row = await db().app.findUniqueOrThrow({ where: { id: app.id }, include: { credential: true } });
    expect(row.credential.privateKeyEncrypted).toMatch(/^v1\./);
    expect(row.credential.privateKeyEncrypted).not.toContain("PRIVATE KEY");
    const events = await db().jobEvent.findMany({ where: { name: "app/sync.requested", data: { path: ["appId"], equals: app.id } } });
    const { id: userId } = await db().user.findFirstOrThrow({ where: { apps: { some: { id: app.id } } } });
    // Its owner too: the syncs' share per owner (lib/sync/concurrency.ts).
    expect(events.map((event) => event.data)).toEqual([
      { appId: app.id, taskId: expect.any(String), reason: "registered", ownerId: userId },
    ]);
  });

  it("accepts an individual key", async () => {
    const client = await newUser();
    const response = await client.post("/api/apps", {
      keyId: demoAccount.individualKey.keyId,
      privateKey: demoAccount.individualKey.privateKey,
      isIndividualKey: true,
      storeId: ledger!.storeId,
      vendorNumber,
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ name: ledger!.name, isIndividualKey: true, issuerId: null });
  });

  it("answers 409 for the same store app twice", async () => {
    const client = await newUser();
    await registerTrailmix(client);
    const again = await client.post("/api/apps", { ...team, storeId: trailmix!.storeId, vendorNumber });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("app_exists");
  });

  it("stores nothing when the store refuses the key or does not know the app", async () => {
    const client = await newUser();
    const refused = await client.post("/api/apps", { ...team, privateKey: foreignPem(), storeId: trailmix!.storeId, vendorNumber });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe("store_credentials_invalid");
    const unknown = await client.post("/api/apps", { ...team, storeId: "999999999", vendorNumber });
    expect(unknown.status).toBe(422);
    expect(unknown.body.code).toBe("store_app_not_found");
    expect((await client.get("/api/apps")).body.items).toEqual([]);
  });

  it("maps a store outage to 502 and the store's rate limit to 503 with Retry-After", async () => {
    const client = await newUser();
    storeSandbox(client).control.failNext({ status: 503, count: 10, retryAfter: 0 });
    const down = await client.post("/api/apps", { ...team, storeId: sleepwell!.storeId, vendorNumber });
    expect(down.status).toBe(502);
    expect(down.body.code).toBe("store_unavailable");
    await storeSandbox(client).control.reset();

    storeSandbox(client).control.failNext({ status: 429, count: 1, retryAfter: 120 });
    const limited = await client.post("/api/apps", { ...team, storeId: sleepwell!.storeId, vendorNumber });
    expect(limited.status).toBe(503);
    expect(limited.body.code).toBe("store_rate_limited");
    expect(limited.headers.get("retry-after")).toBe("120");
    await storeSandbox(client).control.reset();
    expect((await client.get("/api/apps")).body.items).toEqual([]);
  });

  it("lists each invalid field", async () => {
    const client = await newUser();
    const response = await client.post("/api/apps", {
      keyId: "bad id!",
      privateKey: "not a pem",
      storeId: "abc",
      vendorNumber: "x1",
      extra: true,
    });
    expect(response.status).toBe(400);
    expect(response.body.errors.map((error: { path: string }) => error.path).sort()).toEqual(
      ["body.extra", "body.issuerId", "body.keyId", "body.privateKey", "body.storeId", "body.vendorNumber"].sort(),
    );
    const noIssuer = await client.post("/api/apps", {
      keyId: team.keyId,
      privateKey: team.privateKey,
      storeId: trailmix!.storeId,
      vendorNumber,
    });
    expect(noIssuer.body.errors).toEqual([{ path: "body.issuerId", message: expect.stringContaining("team key") }]);
  });

  it("refuses a key whose form passes but which cannot be loaded, as a field error, storing nothing", async () => {
    const client = await newUser();
    // The algorithm's identifiers are intact, the key material after them is cut off.
    const der = Buffer.from(team.privateKey.replace(/-----[A-Z ]+-----|\s/g, ""), "base64").subarray(0, 40);
    const damaged = `-----BEGIN PRIVATE KEY-----\n${der.toString("base64")}\n-----END PRIVATE KEY-----\n`;
    const response = await client.post("/api/apps", { ...team, privateKey: damaged, storeId: trailmix!.storeId, vendorNumber });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ path: "body.privateKey", message: expect.stringContaining(".p8") }]);
    expect((await client.get("/api/apps")).body.items).toEqual([]);
  });
});

describe("reading and changing an app", () => {
  it("lists the user's apps, most recently updated first, and only theirs", async () => {
    const client = await newUser();
    const first = await registerTrailmix(client);
    const second = (await client.post("/api/apps", { ...team, storeId: sleepwell!.storeId, vendorNumber })).body;
    await client.patch(`/api/apps/${first.id}/versions-to-keep`, { versionsToKeep: 7 });
    const list = await client.get("/api/apps");
    expect(list.body.items.map((item: { id: string }) => item.id)).toEqual([first.id, second.id]);
    expect((await stranger.get("/api/apps")).body.items.some((item: { id: string }) => item.id === first.id)).toBe(false);
  });

  it("answers 404 for another user's app on every app-scoped operation", async () => {
    const app = await registerTrailmix(await newUser());
    const scoped = operations.filter((operation) => operation.path.includes("{appId}"));
    expect(scoped.length).toBeGreaterThanOrEqual(7);
    for (const operation of scoped) {
      const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
      const query =
        operation.operationId === "deleteApp"
          ? `?confirmationName=${encodeURIComponent(trailmix!.name)}`
          : operation.path.includes("/analytics/sales")
            ? `?from=${day}&to=${day}`
            : "";
      const path = `/api${operation.path.replace("{appId}", app.id).replace(/\{\w+\}/g, "00000000-0000-7000-8000-000000000000")}${query}`;
      const body = operation.path.endsWith("pull-interval")
        ? { pullInterval: 5 }
        : operation.path.endsWith("versions-to-keep")
          ? { versionsToKeep: 3 }
          : operation.path.endsWith("/app-info/localizations/{locale}")
            ? { subtitle: "Hi" }
            : operation.path.endsWith("/localizations/{locale}")
              ? { promotionalText: "Hi" }
              : operation.path.endsWith("/response") && operation.method === "post"
                ? { responseBody: "Thanks!" }
                : operation.path.endsWith("/agent/toggle")
                  ? { enabled: true }
                  : operation.path.endsWith("/reject")
                    ? { reason: "No" }
                    : operation.path.endsWith("/agent/config")
                      ? { config: { autoApprove: true } }
                      : operation.path.endsWith("/word-lists") && operation.method === "patch"
                        ? { forbiddenWords: ["Hikeo"] }
                        : operation.path.endsWith("/team")
                          ? { teamId: "00000000-0000-7000-8000-000000000000" }
                          : operation.operationId === "createVersion"
                            ? { versionString: "9.0" }
                            : operation.operationId === "updateVersion"
                              ? { releaseType: "MANUAL" }
                              : operation.operationId === "updatePhasedRelease"
                                ? { state: "PAUSED" }
                                : operation.operationId === "updateReleaseGuard"
                                  ? { enabled: true, action: "pause", lowRatingPercent: 30, minimumReviews: 5 }
                                  : operation.operationId === "reorderScreenshots"
                                    ? { screenshotIds: ["a"] }
                                    : operation.operationId === "copyScreenshotSet"
                                      ? { locales: ["fr-FR"], mode: "append" }
                                      : operation.method === "put"
                                        ? { ...team }
                                        : undefined;
      // A GET that changes something is sent as the dashboard sends writes (the CSRF guard's rule).
      // An upload is multipart from this site's pages (the CSRF guard's rule for files).
      const headers: Record<string, string> | undefined = operation.changesState
        ? { "content-type": "application/json" }
        : operation.bodyContentType === "multipart/form-data"
          ? { "content-type": "multipart/form-data; boundary=x", origin: new URL(env().APP_URL).origin }
          : undefined;
      const response = await stranger.request(operation.method.toUpperCase(), path, { ...(body ? { body } : {}), headers });
      expect(response.status, `${operation.method} ${operation.path}`).toBe(404);
    }
    expect(await db().app.count({ where: { id: app.id } })).toBe(1);
    expect(await db().agent.findUniqueOrThrow({ where: { appId: app.id } })).toMatchObject({ enabled: false, config: {} });
  });

  it("sets the pull interval to 5, 15 or 30 (numbers or numeric strings) and nothing else", async () => {
    const client = await newUser();
    const mine = await registerTrailmix(client);
    // 5 minutes needs a paid plan (lib/usage/quotas.test.ts has the refusal on free).
    const { userId } = await db().app.findUniqueOrThrow({ where: { id: mine.id } });
    await setPersonalPlan(userId, "pro");
    for (const value of [5, "15", 30]) {
      // The document says integers; the numeric strings stay accepted (api-contract.md).
      const offDocument = typeof value === "string" ? "a numeric string, accepted for the seed's clients" : undefined;
      const response = await client.request("PATCH", `/api/apps/${mine.id}/pull-interval`, { body: { pullInterval: value }, offDocument });
      expect(response.status).toBe(200);
      expect(response.body.pullInterval).toBe(Number(value));
    }
    for (const value of [10, "7", 0, null, "thirty"]) {
      expect((await client.patch(`/api/apps/${mine.id}/pull-interval`, { pullInterval: value })).status).toBe(400);
    }
  });

  it("keeps 1..50 versions", async () => {
    const client = await newUser();
    const app = await registerTrailmix(client);
    expect((await client.patch(`/api/apps/${app.id}/versions-to-keep`, { versionsToKeep: 50 })).body.versionsToKeep).toBe(50);
    for (const value of [0, 51, 2.5, "3"]) {
      expect((await client.patch(`/api/apps/${app.id}/versions-to-keep`, { versionsToKeep: value })).status).toBe(400);
    }
  });

  it("deletes only with the exact name, cascading and cancelling the app's runs", async () => {
    const client = await newUser();
    const app = await registerTrailmix(client);
    const job = await db().job.create({
      data: { functionId: "x-sync", queueName: "sync", event: { name: "app/sync.requested" }, payload: { appId: app.id } },
    });
    const mismatch = await client.delete(`/api/apps/${app.id}?confirmationName=${encodeURIComponent(app.name.toLowerCase())}`);
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.code).toBe("confirmation_mismatch");
    expect(await db().app.count({ where: { id: app.id } })).toBe(1);
    expect((await client.delete(`/api/apps/${app.id}`)).status).toBe(400);

    expect((await client.delete(`/api/apps/${app.id}?confirmationName=${encodeURIComponent(app.name)}`)).status).toBe(204);
    expect(await db().app.count({ where: { id: app.id } })).toBe(0);
    expect((await db().job.findUniqueOrThrow({ where: { id: job.id } })).status).toBe("cancelled");
    expect((await client.get(`/api/apps/${app.id}`)).status).toBe(404);
  });
});

describe("credentials", () => {
  it("shows key metadata with a fingerprint, never the key", async () => {
    const client = await newUser();
    const app = await registerTrailmix(client);
    const credentials = await client.get(`/api/apps/${app.id}/credentials`);
    expect(credentials.body).toEqual({
      credentialId: (await db().app.findUniqueOrThrow({ where: { id: app.id } })).credentialId,
      keyId: team.keyId,
      issuerId: team.issuerId,
      isIndividualKey: false,
      vendorNumber,
      keyFingerprint: expect.stringMatching(/^SHA256:/),
      verifiedAt: expect.any(String),
      requestBudget: { limit: 3600, remaining: expect.any(Number), reservedForPeople: 1800, resetsAt: expect.any(String) },
    });
  });

  it("replaces the key only once the store accepts it", async () => {
    const client = await newUser();
    const app = await registerTrailmix(client);
    const before = (await client.get(`/api/apps/${app.id}/credentials`)).body;
    const refused = await client.request("PUT", `/api/apps/${app.id}/credentials`, { body: { ...team, privateKey: foreignPem() } });
    expect(refused.status).toBe(422);
    // Only the hour's budget moved (the refused check was a request of the key).
    const { requestBudget: _, ...metadata } = before;
    expect((await client.get(`/api/apps/${app.id}/credentials`)).body).toEqual({ ...metadata, requestBudget: expect.any(Object) });

    const replaced = await client.request("PUT", `/api/apps/${app.id}/credentials`, {
      body: { keyId: demoAccount.individualKey.keyId, privateKey: demoAccount.individualKey.privateKey, isIndividualKey: true },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ keyId: demoAccount.individualKey.keyId, issuerId: null, isIndividualKey: true });
    expect(replaced.body.keyFingerprint).not.toBe(before.keyFingerprint);
  });

  it("verifies the stored key on demand", async () => {
    const client = await newUser();
    const app = await registerTrailmix(client);
    const { credentialId } = await db().app.findUniqueOrThrow({ where: { id: app.id } });
    await db().credential.update({ where: { id: credentialId }, data: { verifiedAt: new Date("2020-01-01T00:00:00Z") } });
    const verified = await client.post(`/api/apps/${app.id}/credentials/verify`);
    expect(verified.status).toBe(200);
    expect(new Date(verified.body.verifiedAt).getFullYear()).toBeGreaterThan(2020);
  });
});

describe("a team's stored keys", () => {
  it("are at most 50: a 51st new key is refused in words, a key stored already is not", async () => {
    const client = await newUser();
    const teamId = (await client.get("/api/teams")).body.items[0].id as string;
    await db().credential.createMany({
      data: Array.from({ length: 50 }, (_, n) => ({
        teamId,
        keyId: `OLDKEY${n}`,
        isIndividualKey: true,
        keyFingerprint: `SHA256:old-${n}`,
        privateKeyEncrypted: "never opened",
      })),
    });
    const refused = await client.post("/api/apps", { ...team, storeId: trailmix!.storeId, vendorNumber });
    expect(refused).toMatchObject({ status: 409, body: { code: "team_key_limit_reached" } });
    expect(await db().app.count({ where: { teamId } })).toBe(0);

    // With room for one, the key is stored; registered again, it is the same row.
    await db().credential.delete({ where: { teamId_keyFingerprint: { teamId, keyFingerprint: "SHA256:old-0" } } });
    await registerTrailmix(client);
    await db().credential.create({
      data: { teamId, keyId: "OLDKEY0", isIndividualKey: true, keyFingerprint: "SHA256:old-0", privateKeyEncrypted: "never opened" },
    });
    const again = await client.post("/api/apps", { ...team, storeId: ledger!.storeId, vendorNumber });
    expect(again.status).toBe(201);
  });
});
