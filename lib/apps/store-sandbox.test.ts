import { beforeAll, describe, expect, it } from "vitest";

import { createStoreClient } from "@/lib/store/client";
import { demoAccount } from "@/platform/store-simulator";
import type { ApiClient } from "@/test/api-client";
import { registerSyncedApp, runJobs, storeSandbox } from "@/test/synced-app";
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

/** What App Store Connect holds at `baseUrl`, read with the demo team key. */
const storeAt = (baseUrl: string) =>
  createStoreClient({ baseUrl, credentials: { ...demoAccount.teamKey, isIndividualKey: false }, retry: { maxRetries: 0 } });

async function privacyUrlAt(baseUrl: string): Promise<string | null | undefined> {
  const store = storeAt(baseUrl);
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
const sandboxOf = async ({ client }: Account) => {
  const response = await client.get<{ baseUrl: string }>("/api/store-sandbox");
  expect(response.status).toBe(200);
  // The address as this test's server serves it (the answer names the service's APP_URL).
  return `${api.url}${new URL(response.body.baseUrl).pathname}`;
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

    // Over HTTP: each account's sandbox holds its own data; the public one holds no account's.
    const aSandbox = await sandboxOf(a);
    const bSandbox = await sandboxOf(b);
    expect(aSandbox).not.toBe(bSandbox);
    expect(await privacyUrlAt(aSandbox)).toBe(A_PRIVACY_URL);
    expect(await privacyUrlAt(bSandbox)).toBe(SEEDED_PRIVACY_URL);
    expect(await privacyUrlAt(`${api.url}/store-sim`)).toBe(SEEDED_PRIVACY_URL);
    expect(await storeAt(bSandbox).getCustomerReviewResponse(reviews[0]!.storeId)).toBeNull();
    expect((await storeAt(aSandbox).getCustomerReviewResponse(reviews[0]!.storeId))?.attributes?.responseBody).toBe("Thanks from A");
    // Its pages link to its own address, so a paged read stays in the account's store. (The test
    // server's requests name 127.0.0.1 "localhost", as do the links built from them.)
    storeSandbox(a.client).control.clearRequestLog();
    const paged = createStoreClient({
      baseUrl: aSandbox.replace("//127.0.0.1:", "//localhost:"),
      credentials: { ...demoAccount.teamKey, isIndividualKey: false },
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
      headers: { "content-type": "application/json" },
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

  it("is only there when the service runs the simulator, and only for a signed-in user", async () => {
    expect((await api.client().get("/api/store-sandbox")).status).toBe(401);
    const { body } = await a.client.get("/api/store-sandbox");
    expect(body).toMatchObject({
      keyId: demoAccount.teamKey.keyId,
      issuerId: demoAccount.teamKey.issuerId,
      privateKey: demoAccount.teamKey.privateKey,
      vendorNumber: demoAccount.vendorNumber,
      apps: demoAccount.apps,
    });
  });
});
