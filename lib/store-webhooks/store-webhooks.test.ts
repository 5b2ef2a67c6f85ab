import { createHmac } from "node:crypto";

import { beforeAll, describe, expect, it } from "vitest";

import { db } from "@/lib/db/client";
import { demoAccount } from "@/platform/store-simulator";
import type { ApiClient } from "@/test/api-client";
import { registerSyncedApp, storeSandbox, useAppRunners, withoutInstantUpdates } from "@/test/synced-app";
import { useApi } from "@/test/use-api";

import { storeWebhookAddressFor } from "./address";
import { pollVersionsInReview } from "./poll-in-review";

// App Store Connect's webhooks for an app, over HTTP: made after the first sync with a secret the
// service keeps sealed, each delivery checked (HMAC-SHA256 over the raw body), stored by its event
// id before the 200, and applied in the background by reading the version again.
const api = useApi();
const newRunner = useAppRunners();
const trailmix = demoAccount.apps[0]!;

let owner: ApiClient;
let appId: string;
const control = () => storeSandbox(owner).control;

/** A delivery as App Store Connect sends one, signed with `secret`. */
function delivery(eventId: string, versionStoreId: string, secret: string) {
  const body = JSON.stringify({
    data: {
      type: "appStoreVersionAppVersionStateUpdated",
      id: eventId,
      version: 1,
      attributes: { oldValue: "PREPARE_FOR_SUBMISSION", newValue: "WAITING_FOR_REVIEW", timestamp: new Date().toISOString() },
      relationships: { instance: { data: { type: "appStoreVersions", id: versionStoreId } } },
    },
  });
  return { body, signature: `hmacsha256=${createHmac("sha256", secret).update(body).digest("hex")}` };
}

const post = (body: string, signature: string) =>
  owner.request("POST", `/api/store/webhooks/${appId}`, {
    rawBody: body,
    headers: { "content-type": "application/json", "x-apple-signature": signature },
  });

beforeAll(async () => {
  owner = api.client();
  await owner.registerAndSignIn();
  appId = (await registerSyncedApp(owner, trailmix.storeId)).id;
});

describe("instant updates from App Store Connect", () => {
  it("are turned on after the first sync, with one webhook for the app and its secret sealed", async () => {
    const status = await owner.get(`/api/apps/${appId}/instant-updates`);
    expect(status.body).toMatchObject({ on: true, reason: null });
    const webhooks = (await storeSandbox(owner).snapshot()).webhooks.filter((webhook) => webhook.appId === trailmix.storeId);
    expect(webhooks).toHaveLength(1);
    expect(webhooks[0]).toMatchObject({ url: expect.stringMatching(new RegExp(`/api/store/webhooks/${appId}$`)), enabled: true });
    const stored = await db().storeWebhook.findUniqueOrThrow({ where: { appId } });
    expect(stored.secretSealed).not.toContain(webhooks[0]!.secret);
    // Asked again: the one it has is kept.
    expect((await owner.post(`/api/apps/${appId}/instant-updates`)).body.on).toBe(true);
    expect((await storeSandbox(owner).snapshot()).webhooks.filter((webhook) => webhook.appId === trailmix.storeId)).toHaveLength(1);
  });

  it("show a version's new state within a second of App Store Connect's delivery", async () => {
    const runner = newRunner();
    await runner.start();
    const version = await db().appVersion.findFirstOrThrow({ where: { appId, appStoreState: "PREPARE_FOR_SUBMISSION" } });
    // Something changes in App Store Connect: the store delivers, signed, to the service.
    await control().setVersionState(version.storeId, "WAITING_FOR_REVIEW");
    await control().flushWebhooks();
    const [sent] = control()
      .webhookDeliveries()
      .filter((entry) => entry.url.endsWith(`/api/store/webhooks/${appId}`));
    expect(sent).toMatchObject({ status: "SUCCEEDED", httpStatusCode: 200 });
    const stored = await db().storeWebhookDelivery.findFirstOrThrow({ where: { appId, eventId: sent!.eventId } });
    const deadline = stored.receivedAt.getTime() + 1_000;
    let current = version.appStoreState;
    while (current !== "WAITING_FOR_REVIEW" && Date.now() < deadline + 5_000) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      current = (await db().appVersion.findUniqueOrThrow({ where: { id: version.id } })).appStoreState;
    }
    expect(current).toBe("WAITING_FOR_REVIEW");
    const change = await db().versionStateChange.findFirstOrThrow({ where: { versionId: version.id, state: "WAITING_FOR_REVIEW" } });
    expect(change.source).toBe("webhook");
    expect(change.at.getTime() - stored.receivedAt.getTime()).toBeLessThan(1_000);
    expect((await owner.get(`/api/apps/${appId}/instant-updates`)).body.lastDeliveryAt).not.toBeNull();
  });

  it("refuses a wrong signature with 401 and stores nothing; a replayed delivery changes nothing", async () => {
    const version = await db().appVersion.findFirstOrThrow({ where: { appId, appStoreState: "WAITING_FOR_REVIEW" } });
    const before = await db().storeWebhookDelivery.count({ where: { appId } });
    const forged = delivery("forged-1", version.storeId, "not-the-secret");
    const refused = await post(forged.body, forged.signature);
    expect(refused).toMatchObject({ status: 401, body: { code: "unauthenticated" } });
    expect((await post(forged.body, "")).status).toBe(401);
    expect(await db().storeWebhookDelivery.count({ where: { appId } })).toBe(before);

    // A real one, sent twice (App Store Connect retries): stored once.
    const [sent] = control().webhookDeliveries();
    const secret = (await storeSandbox(owner).snapshot()).webhooks.find((webhook) => webhook.id === sent!.webhookId)!.secret;
    const replay = delivery(sent!.eventId, version.storeId, secret);
    const again = await post(replay.body, replay.signature);
    expect(again).toMatchObject({ status: 200, body: { received: true, duplicate: true } });
    expect(await db().storeWebhookDelivery.count({ where: { appId } })).toBe(before);

    // A ping (App Store Connect's "Test" button) is answered and stores nothing.
    const ping = JSON.stringify({
      data: { type: "webhookPingCreated", id: "ping-1", version: 1, attributes: { timestamp: new Date().toISOString() } },
    });
    const pinged = await post(ping, `hmacsha256=${createHmac("sha256", secret).update(ping).digest("hex")}`);
    expect(pinged).toMatchObject({ status: 200, body: { received: true, duplicate: false } });
    expect(await db().storeWebhookDelivery.count({ where: { appId } })).toBe(before);

    // A body that is signed but not an event, or unsigned garbage: refused, nothing stored.
    const bad = "{}";
    expect((await post(bad, `hmacsha256=${createHmac("sha256", secret).update(bad).digest("hex")}`)).status).toBe(400);
    expect(
      (await owner.request("POST", `/api/store/webhooks/not-an-app`, { rawBody: bad, headers: { "x-apple-signature": "x" } })).status,
    ).toBe(404);
    expect(await db().storeWebhookDelivery.count({ where: { appId } })).toBe(before);
  });

  it("are off, with the reason, when App Store Connect cannot reach the service", () => {
    for (const appUrl of ["http://localhost:3000", "https://localhost", "http://publisher.example.com", "https://10.0.0.8"]) {
      expect(storeWebhookAddressFor({ appUrl, builtInStore: false }, appId), appUrl).toEqual({
        reason: expect.stringContaining(`this service's (APP_URL, ${appUrl}) is not one`),
      });
    }
    expect(storeWebhookAddressFor({ appUrl: "https://publish.example.com", builtInStore: false }, appId)).toEqual({
      url: `https://publish.example.com/api/store/webhooks/${appId}`,
    });
    // The built-in store delivers in-process, whatever the address.
    expect(storeWebhookAddressFor({ appUrl: "http://localhost:3000", builtInStore: true }, appId)).toHaveProperty("url");
  });
});

describe("polling while in review", () => {
  it("reads a version waiting for App Review again, so a missed webhook costs minutes", async () => {
    const version = await db().appVersion.findFirstOrThrow({ where: { appId, appStoreState: "WAITING_FOR_REVIEW" } });
    // The webhook's deliveries stop arriving.
    await withoutInstantUpdates(appId, "test: deliveries lost");
    await control().setReviewVerdict(version.storeId, "APPROVED");
    expect((await db().appVersion.findUniqueOrThrow({ where: { id: version.id } })).appStoreState).toBe("WAITING_FOR_REVIEW");
    const { polled } = await pollVersionsInReview();
    expect(polled).toBeGreaterThanOrEqual(1);
    expect((await db().appVersion.findUniqueOrThrow({ where: { id: version.id } })).appStoreState).not.toBe("WAITING_FOR_REVIEW");
    const change = await db().versionStateChange.findFirstOrThrow({ where: { versionId: version.id }, orderBy: { at: "desc" } });
    expect(change).toMatchObject({ source: "poll", fromState: "WAITING_FOR_REVIEW" });
    expect((await owner.get(`/api/apps/${appId}/instant-updates`)).body).toMatchObject({ on: false, reason: "test: deliveries lost" });
  });
});
