import { describe, expect, it } from "vitest";

import { db } from "@/lib/db/client";
import { demoAccount } from "@/platform/store-simulator";
import type { ApiClient } from "@/test/api-client";
import { demoTeamKey, registerSyncedApp, runJobs, storeSandbox } from "@/test/synced-app";
import { useApi } from "@/test/use-api";

import { expirePendingActions } from "./ticks-between-sleeps";

const api = useApi();
const trailmix = demoAccount.apps[0]!;
async function owner(): Promise<ApiClient> {
  const client = api.client();
  await client.registerAndSignIn();
  return client;
}

const agentOf = async (client: ApiClient, appId: string) => (await client.get(`/api/apps/${appId}/agent`)).body;
const eventsOf = async (client: ApiClient, appId: string) =>
  (await client.get(`/api/apps/${appId}/agent/events?limit=100`)).body.items as { kind: string; data: Record<string, any> }[];

/** A synced app whose agent drafts review replies only, enabled, after its first tick. */
async function repliesAgent(client: ApiClient) {
  const app = await registerSyncedApp(client, trailmix.storeId);
  await client.post(`/api/apps/${app.id}/agent/config`, { config: { fields: ["reviewReplies"] } });
  await client.post(`/api/apps/${app.id}/agent/toggle`, { enabled: true });
  await runJobs();
  return app;
}

const sync = async (client: ApiClient, appId: string) => {
  expect((await client.pull(appId)).status).toBe(202);
  await runJobs();
};

describe("an agent that keeps up", () => {
  it("enabled in the same second as the app is registered, proposes within the first sync and one tick", async () => {
    const client = await owner();
    const registered = await client.post("/api/apps", { ...demoTeamKey, storeId: trailmix.storeId });
    expect(registered.status).toBe(201);
    const enabled = await client.post(`/api/apps/${registered.body.id}/agent/toggle`, { enabled: true });
    expect(enabled.status).toBe(200);
    // The enable's tick may run before the sync wrote anything; the sync's end ticks it again.
    await runJobs();
    const agent = await agentOf(client, registered.body.id);
    expect(agent.status).toBe("awaiting_approval");
    expect(agent.pendingAction).toMatchObject({ status: "pending" });
    expect(agent.waitUntil).toBeNull();
  });

  it("a sync that brings nothing new leaves a sleeping agent asleep; one with a new review wakes it", async () => {
    const client = await owner();
    const app = await repliesAgent(client);
    await client.post(`/api/apps/${app.id}/agent/reject`, { reason: "Not now" });
    await runJobs();
    expect((await agentOf(client, app.id)).status).toBe("sleeping");
    // Past the minimum gap between ticks a sync asks for.
    await db().agent.update({ where: { appId: app.id }, data: { lastTickAt: new Date(Date.now() - 60 * 60_000) } });

    await storeSandbox(client).control.addReview({
      appStoreId: trailmix.storeId,
      rating: 1,
      title: "Crashes",
      body: "It crashes.",
      territory: "USA",
    });
    await sync(client, app.id);
    const woken = await agentOf(client, app.id);
    expect(woken.status).toBe("awaiting_approval");
    expect((await eventsOf(client, app.id)).some((event) => event.kind === "wake" && event.data.reason === "sync")).toBe(true);

    // Decided, asleep again; a sync with nothing new does not tick it.
    await client.post(`/api/apps/${app.id}/agent/reject`, { reason: "Not this one" });
    await runJobs();
    const asleep = await agentOf(client, app.id);
    await sync(client, app.id);
    expect(await agentOf(client, app.id)).toMatchObject({ status: "sleeping", waitUntil: asleep.waitUntil, lastTickAt: asleep.lastTickAt });
  });

  it("keeps a minimum gap between ticks a sync asks for: the sleep is brought forward instead", async () => {
    const client = await owner();
    const app = await repliesAgent(client);
    const first = await agentOf(client, app.id);
    if (first.pendingAction) await client.post(`/api/apps/${app.id}/agent/reject`, { reason: "Not now" });
    await runJobs();
    const ticked = await agentOf(client, app.id);
    expect(ticked.status).toBe("sleeping");
    await storeSandbox(client).control.addReview({
      appStoreId: trailmix.storeId,
      rating: 1,
      title: "Crashes",
      body: "It crashes.",
      territory: "USA",
    });
    await sync(client, app.id);
    const after = await agentOf(client, app.id);
    // Ticked moments ago: not again before the gap (15 minutes by default).
    expect(after.lastTickAt).toBe(ticked.lastTickAt);
    expect(new Date(after.waitUntil).getTime()).toBe(new Date(ticked.lastTickAt).getTime() + 15 * 60_000);
  });

  it("does not tick an agent awaiting a decision", async () => {
    const client = await owner();
    const app = await repliesAgent(client);
    const waiting = await agentOf(client, app.id);
    expect(waiting.status).toBe("awaiting_approval");
    await storeSandbox(client).control.addReview({
      appStoreId: trailmix.storeId,
      rating: 2,
      title: "Meh",
      body: "Slow.",
      territory: "USA",
    });
    await sync(client, app.id);
    const after = await agentOf(client, app.id);
    expect(after).toMatchObject({
      status: "awaiting_approval",
      lastTickAt: waiting.lastTickAt,
      pendingAction: { id: waiting.pendingAction.id },
    });
  });
});

describe("Run now", () => {
  it("ticks at once, then answers 429 with Retry-After during the cooldown; refuses a disabled or waiting agent", async () => {
    const client = await owner();
    const app = await registerSyncedApp(client, trailmix.storeId);
    const disabled = await client.post(`/api/apps/${app.id}/agent/run`);
    expect(disabled.status).toBe(409);
    expect(disabled.body.code).toBe("agent_not_enabled");

    await client.post(`/api/apps/${app.id}/agent/config`, { config: { fields: ["reviewReplies"] } });
    await client.post(`/api/apps/${app.id}/agent/toggle`, { enabled: true });
    await runJobs();
    const waiting = await client.post(`/api/apps/${app.id}/agent/run`);
    expect(waiting.status).toBe(409);
    expect(waiting.body.code).toBe("agent_awaiting_decision");

    await client.post(`/api/apps/${app.id}/agent/reject`, { reason: "Not this one" });
    await runJobs();
    const sleeping = await agentOf(client, app.id);
    expect(sleeping.status).toBe("sleeping");

    const run = await client.post(`/api/apps/${app.id}/agent/run`);
    expect(run.status).toBe(202);
    expect(run.body.waitUntil).toBeNull();
    await runJobs();
    const after = await agentOf(client, app.id);
    expect(new Date(after.lastTickAt).getTime()).toBeGreaterThan(new Date(sleeping.lastTickAt).getTime());
    expect(after.status).toBe("awaiting_approval");
    expect((await eventsOf(client, app.id)).some((event) => event.kind === "wake" && event.data.reason === "run_now")).toBe(true);

    await client.post(`/api/apps/${app.id}/agent/reject`, { reason: "Nor this one" });
    await runJobs();
    const again = await client.post(`/api/apps/${app.id}/agent/run`);
    expect(again.status).toBe(429);
    expect(again.body.code).toBe("agent_cooldown");
    expect(Number(again.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(again.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect((await agentOf(client, app.id)).status).toBe("sleeping");

    const stranger = await owner();
    expect((await stranger.post(`/api/apps/${app.id}/agent/run`)).status).toBe(404);
  });
});

describe("expiry", () => {
  it("expires a proposal left undecided, records it, and moves on to another change", async () => {
    const client = await owner();
    const app = await repliesAgent(client);
    const waiting = await agentOf(client, app.id);
    expect(waiting.status).toBe("awaiting_approval");
    expect(await expirePendingActions(new Date(Date.now() + 6 * 86_400_000))).toBe(0);
    expect(await expirePendingActions(new Date(Date.now() + 8 * 86_400_000))).toBeGreaterThanOrEqual(1);
    const action = await db().agentAction.findUniqueOrThrow({ where: { id: waiting.pendingAction.id } });
    expect(action.status).toBe("expired");
    expect((await eventsOf(client, app.id)).find((event) => event.kind === "expired")?.data.actionId).toBe(action.id);
    await runJobs();
    const next = await agentOf(client, app.id);
    expect(next.status).toBe("awaiting_approval");
    expect(next.pendingAction.id).not.toBe(action.id);
    expect(next.pendingAction.mutation.reviewId).not.toBe(waiting.pendingAction.mutation.reviewId);
  });
});
