import { beforeAll, describe, expect, it } from "vitest";

import { createStoreClient } from "@/lib/store/client";
import { createTokenProvider } from "@/lib/store/token";
import { demoAccount } from "@/platform/store-simulator";
import type { ApiClient } from "@/test/api-client";
import { setTeamPlan } from "@/test/personal-team";
import { demoTeamKey, registerSyncedApp, runJobs, storeSandbox } from "@/test/synced-app";
import { joinTeam, person } from "@/test/team-members";
import { useApi } from "@/test/use-api";

// Each account's sandbox serves its own control plane too (as the e2e tests use it).
process.env.STORE_SIMULATOR_CONTROL = "1";

const api = useApi();
const [trailmix] = demoAccount.apps;
const SEEDED_PRIVACY_URL = "https://example.com/trailmix/privacy";
const A_PRIVACY_URL = "https://account-a.example/privacy";

interface Account {
  client: ApiClient;
  app: { id: string; storeId: string };
}

interface TeamKey {
  keyId: string;
  issuerId: string;
  privateKey: string;
}

/** What App Store Connect holds at `baseUrl`, read with a team key (the public demo key unless given another). */
const storeAt = (baseUrl: string, key: TeamKey = demoAccount.teamKey) =>
  createStoreClient({ baseUrl, credentials: { ...key, isIndividualKey: false }, retry: { maxRetries: 0 } });

/** The status App Store Connect at `baseUrl` answers a read of the demo app with `key`. */
const readStatus = (baseUrl: string, key?: TeamKey) =>
  storeAt(baseUrl, key)
    .getApp(trailmix!.storeId)
    .then(() => 200)
    .catch((error: { status?: number }) => error.status);

/** `Authorization` signed with a team key, as App Store Connect takes it. */
const signedWith = async (key: TeamKey) => ({
  authorization: `Bearer ${await createTokenProvider({ ...key, isIndividualKey: false }, { clock: Date.now }).token()}`,
});

async function privacyUrlAt(baseUrl: string, key?: TeamKey): Promise<string | null | undefined> {
  const store = storeAt(baseUrl, key);
  const { data } = await store.listAppInfos(trailmix!.storeId);
  const prepared = data.find((info) => info.attributes?.state === "PREPARE_FOR_SUBMISSION")!;
  const localizations = await store.listAppInfoLocalizations(prepared.id);
  return localizations.find((item) => item.attributes?.locale === "en-US")?.attributes?.privacyPolicyUrl;
}

async function newAccount(): Promise<Account> {
  const client = api.client();
  await client.registerAndSignIn();
  return { client, app: await registerSyncedApp(client, trailmix!.storeId) };
}

const appInfo = async ({ client, app }: Account) =>
  (await client.get(`/api/apps/${app.id}/app-info`)).body as { localizations: { locale: string; privacyPolicyUrl: string | null }[] };
const privacyUrl = async (account: Account) =>
  (await appInfo(account)).localizations.find((item) => item.locale === "en-US")?.privacyPolicyUrl;
const keyBudget = async ({ client, app }: Account) =>
  (await client.get(`/api/apps/${app.id}/credentials`)).body.requestBudget as { remaining: number };
/** The account's sandbox as `GET /api/store-sandbox` gives it: its own key. */
const sandboxKeyOf = async ({ client }: Pick<Account, "client">) => {
  const response = await client.get<{ baseUrl: string } & TeamKey>("/api/store-sandbox");
  expect(response.status).toBe(200);
  const { keyId, issuerId, privateKey } = response.body;
  return { keyId, issuerId, privateKey };
};
/** The address as this test's server serves it (the service's answers name its APP_URL). */
const served = (url: string) => `${api.url}${new URL(url).pathname}`;
const sandboxOf = async ({ client }: Account) => {
  const response = await client.get<{ baseUrl: string }>("/api/store-sandbox");
  expect(response.status).toBe(200);
  return served(response.body.baseUrl);
};

let a: Account;
let b: Account;

beforeAll(async () => {
  b = await newAccount();
  a = await newAccount();
}, 120_000);

describe("each account's own sandbox of the built-in store simulator", () => {
  it("keeps one account's store changes out of another's data", async () => {
    // A changes its app info and answers a review, through the service.
    const edited = await a.client.patch(`/api/apps/${a.app.id}/app-info/localizations/en-US`, {
      privacyPolicyUrl: A_PRIVACY_URL,
      acknowledgeWarnings: true,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const reviews = (await a.client.get(`/api/apps/${a.app.id}/reviews?responded=false&limit=1`)).body.items as {
      id: string;
      storeId: string;
    }[];
    expect(
      (await a.client.post(`/api/apps/${a.app.id}/reviews/${reviews[0]!.id}/response`, { responseBody: "Thanks from A" })).status,
    ).toBe(201);
    expect(await privacyUrl(a)).toBe(A_PRIVACY_URL);

    // B syncs: its data is what its own store holds, untouched by A.
    expect((await b.client.pull(b.app.id)).status).toBe(202);
    await runJobs();
    expect(await privacyUrl(b)).toBe(SEEDED_PRIVACY_URL);
    const bReview = (await b.client.get(`/api/apps/${b.app.id}/reviews?limit=100`)).body.items.find(
      (item: { storeId: string }) => item.storeId === reviews[0]!.storeId,
    );
    expect(bReview?.response?.body).not.toBe("Thanks from A");

    // Over HTTP, with each sandbox's own key: each account's sandbox holds its own data; the public one holds no account's.
    const aSandbox = await sandboxOf(a);
    const bSandbox = await sandboxOf(b);
    const [aKey, bKey] = [await sandboxKeyOf(a), await sandboxKeyOf(b)];
    expect(aSandbox).not.toBe(bSandbox);
    expect(await privacyUrlAt(aSandbox, aKey)).toBe(A_PRIVACY_URL);
    expect(await privacyUrlAt(bSandbox, bKey)).toBe(SEEDED_PRIVACY_URL);
    expect(await privacyUrlAt(`${api.url}/store-sim`)).toBe(SEEDED_PRIVACY_URL);
    expect(await storeAt(bSandbox, bKey).getCustomerReviewResponse(reviews[0]!.storeId)).toBeNull();
    expect((await storeAt(aSandbox, aKey).getCustomerReviewResponse(reviews[0]!.storeId))?.attributes?.responseBody).toBe("Thanks from A");
    // Its pages link to its own address, so a paged read stays in the account's store. (The test
    // server's requests name 127.0.0.1 "localhost", as do the links built from them.)
    storeSandbox(a.client).control.clearRequestLog();
    const paged = createStoreClient({
      baseUrl: aSandbox.replace("//127.0.0.1:", "//localhost:"),
      credentials: { ...aKey, isIndividualKey: false },
      fetch: (input, init) => fetch(String(input).replace("//localhost:", "//127.0.0.1:"), init),
    });
    const { data } = await paged.listCustomerReviews(trailmix!.storeId, { limit: 200 });
    expect(data).toHaveLength(640);
    expect(storeSandbox(a.client).control.requestLog()).toHaveLength(4);
  });

  it("does not let one account's syncs spend another's key budget", async () => {
    const before = await keyBudget(b);
    for (let round = 0; round < 3; round++) {
      expect((await a.client.pull(a.app.id)).status).toBe(202);
      await runJobs();
    }
    expect((await keyBudget(a)).remaining).toBeLessThan(before.remaining);
    expect(await keyBudget(b)).toEqual(before);
  });

  it("lets a store change made in one sandbox's App Store Connect reach only that account", async () => {
    const title = `Only for A ${Date.now()}`;
    const added = await fetch(`${await sandboxOf(a)}/_control/reviews`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(await signedWith(await sandboxKeyOf(a))) },
      body: JSON.stringify({ appStoreId: trailmix!.storeId, rating: 1, title, body: "Crashes.", territory: "USA" }),
    });
    expect(added.status).toBe(201);
    for (const account of [a, b]) expect((await account.client.pull(account.app.id)).status).toBe(202);
    await runJobs();
    const titles = async ({ client, app }: Account) =>
      ((await client.get(`/api/apps/${app.id}/reviews?limit=5`)).body.items as { title: string }[]).map((item) => item.title);
    expect(await titles(a)).toContain(title);
    expect(await titles(b)).not.toContain(title);
  });

  it("answers a forged or altered sandbox address as the unknown path it is", async () => {
    const aSandbox = await sandboxOf(a);
    const bSandbox = await sandboxOf(b);
    const [, aToken] = /\/store-sim\/s\/([^/]+)$/.exec(aSandbox)!;
    const [aId, aTag] = aToken!.split(".");
    const [bId] = /\/store-sim\/s\/([^/]+)$/.exec(bSandbox)![1]!.split(".");
    const unknown = `${api.url}/store-sim/no-such-place`;
    const forged = [
      `${api.url}/store-sim/s/${bId}.${aTag}`, // B's id with A's tag
      `${api.url}/store-sim/s/${aId}.${"A".repeat(43)}`, // a made-up tag
      `${api.url}/store-sim/s/${aId}`, // no tag
      `${api.url}/store-sim/s/${Buffer.from(`user:${"x".repeat(24)}`).toString("base64url")}.${aTag}`,
    ];
    const expected = await storeAt(unknown)
      .getApp(trailmix!.storeId)
      .catch((error: { status?: number }) => error.status);
    expect(expected).toBe(404);
    for (const base of forged) {
      const status = await storeAt(base)
        .getApp(trailmix!.storeId)
        .then(() => 200)
        .catch((error: { status?: number }) => error.status);
      expect(status, base).toBe(404);
      const control = await fetch(`${base}/_control/requests`);
      expect(control.status, base).toBe(404);
    }
    // The real address without the key's signature: 401, as App Store Connect answers.
    expect((await fetch(`${aSandbox}/v1/apps/${trailmix!.storeId}`)).status).toBe(401);
  });

  it("answers only to the sandbox's own key: another account's address with the public demo key, or their own key, is 401", async () => {
    const aSandbox = await sandboxOf(a);
    const [aKey, bKey] = [await sandboxKeyOf(a), await sandboxKeyOf(b)];
    expect(aKey.keyId).not.toBe(bKey.keyId);
    expect(aKey.keyId).not.toBe(demoAccount.teamKey.keyId);
    expect(await readStatus(aSandbox, demoAccount.teamKey)).toBe(401);
    expect(await readStatus(aSandbox, bKey)).toBe(401);
    expect(await readStatus(aSandbox, aKey)).toBe(200);
    // A change signed with the public demo key is refused too, and changes nothing.
    const before = await privacyUrlAt(aSandbox, aKey);
    const { data } = await storeAt(aSandbox, aKey).listAppInfos(trailmix!.storeId);
    const editable = data.find((info) => info.attributes?.state === "PREPARE_FOR_SUBMISSION")!;
    const [english] = (await storeAt(aSandbox, aKey).listAppInfoLocalizations(editable.id)).filter(
      (item) => item.attributes?.locale === "en-US",
    );
    const patched = await fetch(`${aSandbox}/v1/appInfoLocalizations/${english!.id}`, {
      method: "PATCH",
      headers: { "content-type": "application/json", ...(await signedWith(demoAccount.teamKey)) },
      body: JSON.stringify({
        data: { type: "appInfoLocalizations", id: english!.id, attributes: { privacyPolicyUrl: "https://evil.example" } },
      }),
    });
    expect(patched.status).toBe(401);
    expect(await privacyUrlAt(aSandbox, aKey)).toBe(before);

    // The control plane (the request log, reviews written in the store) asks for the same proof.
    for (const headers of [{}, await signedWith(demoAccount.teamKey), await signedWith(bKey)]) {
      expect((await fetch(`${aSandbox}/_control/requests`, { headers })).status).toBe(401);
      const review = await fetch(`${aSandbox}/_control/reviews`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify({ appStoreId: trailmix!.storeId, rating: 1, title: "Not yours", body: "x", territory: "USA" }),
      });
      expect(review.status).toBe(401);
    }
    const log = await fetch(`${aSandbox}/_control/requests`, { headers: await signedWith(aKey) });
    expect(log.status).toBe(200);
  });

  it("shows a team's viewer the owner's screenshots at addresses that open those images and nothing else", async () => {
    // The owner's team, with an app of theirs, and a viewer in it.
    const teamId = (await a.client.post("/api/teams", { name: "Pocket Ledger team" })).body.id as string;
    await setTeamPlan(teamId, "pro");
    const registered = await a.client.post("/api/apps", { ...demoTeamKey, storeId: demoAccount.apps[1]!.storeId, teamId });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    await runJobs();
    const viewer = await person(api, "Viewer");
    await joinTeam(a.client, teamId, viewer, "viewer");

    const versions = (await viewer.client.get(`/api/apps/${registered.body.id}/versions`)).body.items as {
      id: string;
      appStoreState: string;
    }[];
    const live = versions.find((version) => version.appStoreState === "READY_FOR_SALE")!;
    const shown = await viewer.client.get(`/api/apps/${registered.body.id}/versions/${live.id}/screenshots?locale=en-US`);
    expect(shown.status).toBe(200);
    const thumbnails: string[] = shown.body.localizations[0].sets[0].screenshots.map((shot: { thumbnailUrl: string }) => shot.thumbnailUrl);
    expect(thumbnails.length).toBeGreaterThan(0);
    // Nothing of the owner's sandbox's address is in them.
    const ownerAddress = new URL((await a.client.get<{ baseUrl: string }>("/api/store-sandbox")).body.baseUrl).pathname;
    for (const thumbnail of thumbnails) expect(thumbnail).not.toContain(ownerAddress.split("/").at(-1));

    const image = await fetch(served(thumbnails[0]!));
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");

    // What the viewer can try with it: every prefix of its path as the store's address with the
    // public demo key, its control plane, and another image under the same address.
    const path = new URL(thumbnails[0]!).pathname;
    const segments = path.split("/");
    for (let end = 3; end < segments.length; end++) {
      const prefix = `${api.url}${segments.slice(0, end).join("/")}`;
      expect(await readStatus(prefix), prefix).not.toBe(200);
      expect((await fetch(`${prefix}/_control/requests`, { headers: await signedWith(demoAccount.teamKey) })).status, prefix).not.toBe(200);
    }
    const other = new URL(thumbnails[1]!).pathname.split("/").slice(4).join("/");
    expect((await fetch(`${api.url}${segments.slice(0, 4).join("/")}/${other}`)).status).toBe(404);
    // The owner's personal app is out of reach: its sandbox answers only to the owner's own key.
    expect(await readStatus(await sandboxOf(a), demoAccount.teamKey)).toBe(401);
  });

  it("is only there when the service runs the simulator, and only for a signed-in user", async () => {
    expect((await api.client().get("/api/store-sandbox")).status).toBe(401);
    const { body } = await a.client.get("/api/store-sandbox");
    expect(body).toMatchObject({
      keyId: expect.stringMatching(/^[A-Z0-9]{10}$/),
      issuerId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/),
      privateKey: expect.stringContaining("-----BEGIN PRIVATE KEY-----"),
      vendorNumber: demoAccount.vendorNumber,
      apps: demoAccount.apps,
    });
    // The same on every call (derived, not stored), and one a person can register an app with.
    expect((await a.client.get("/api/store-sandbox")).body).toEqual(body);
    const { keyId, issuerId, privateKey, vendorNumber } = body;
    const sleepwell = await a.client.post("/api/apps", {
      keyId,
      issuerId,
      privateKey,
      vendorNumber,
      storeId: demoAccount.apps[2]!.storeId,
    });
    expect(sleepwell.status, JSON.stringify(sleepwell.body)).toBe(201);
  });
});
