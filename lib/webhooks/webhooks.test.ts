import { randomUUID } from "node:crypto";

import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { db } from "@/lib/db/client";
import { TestClock } from "@/platform/jobs";
import { demoAccount } from "@/platform/store-simulator";
import type { ApiClient } from "@/test/api-client";
import { startFakeWebhookReceiver } from "@/test/fake-webhook-receiver";
import { setTeamPlan } from "@/test/personal-team";
import { demoTeamKey, registerSyncedApp, runJobs, storeSandbox, useAppRunners } from "@/test/synced-app";
import { joinTeam, person } from "@/test/team-members";
import { useApi } from "@/test/use-api";

import { WEBHOOK_EVENTS } from "./events";
import { attemptWebhookDelivery, WEBHOOK_MAX_ATTEMPTS, WEBHOOK_RETRY_DELAYS_MS } from "./attempt-webhook-delivery";
import { slackText } from "./slack-message";

// The receiver listens on 127.0.0.1 with a self-signed certificate, which the real agent refuses
// (private address); deliver-webhook runs in this process, so this reaches it. The refusal itself
// is tested without this, in ./webhook-urls.test.ts.
vi.mock("@/lib/net/public-address", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/net/public-address")>();
  const https = await import("node:https");
  return { ...actual, publicOnlyHttpsAgent: () => new https.Agent({ rejectUnauthorized: false }) };
});

const api = useApi();
const newRunner = useAppRunners();
let receiver: Awaited<ReturnType<typeof startFakeWebhookReceiver>>;

beforeAll(async () => {
  receiver = await startFakeWebhookReceiver();
});
afterAll(() => receiver.close());

/**
 * An endpoint made through the API (its secret from the answer), then pointed at the local
 * receiver under a path of its own: the API refuses loopback addresses, as it should.
 */
async function endpoint(client: ApiClient, events: string[], extra: Record<string, unknown> = {}) {
  const made = await client.post("/api/webhooks", { url: "https://hooks.example.com/in", events, ...extra });
  expect(made.status).toBe(201);
  const path = `/hook-${randomUUID()}`;
  await db().webhookEndpoint.update({ where: { id: made.body.id }, data: { url: `${receiver.url}${path}` } });
  const received = () => receiver.received.filter((request) => request.path === path);
  return { id: made.body.id as string, secret: made.body.secret as string, received };
}

const deliveries = async (client: ApiClient, webhookId: string) => {
  const page = await client.get(`/api/webhooks/${webhookId}/deliveries`);
  expect(page.status).toBe(200);
  return page.body.items as {
    id: string;
    status: string;
    attempts: number;
    messageId: string;
    lastStatusCode: number | null;
    nextAttemptAt: string | null;
    redeliveryOf: string | null;
    attemptLog: { number: number; at: string; statusCode: number | null; error: string | null }[];
  }[];
};

describe("webhook endpoints", () => {
  it("are made with a secret shown once, listed without it, changed and removed", async () => {
    const { client } = await person(api, "Hook Owner");
    const made = await client.post("/api/webhooks", {
      url: "https://hooks.example.com/app-store",
      events: ["review.created", "sync.failed"],
      description: "Our review bot",
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ url: "https://hooks.example.com/app-store", enabled: true, format: "standard" });
    expect(made.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);

    const list = await client.get("/api/webhooks");
    expect(list.status).toBe(200);
    expect(list.body.items.map((item: { id: string }) => item.id)).toEqual([made.body.id]);
    expect(JSON.stringify(list.body)).not.toContain(made.body.secret);
    const stored = await db().webhookEndpoint.findUniqueOrThrow({ where: { id: made.body.id } });
    expect(stored.secretSealed).not.toContain(made.body.secret.slice(6));

    const changed = await client.patch(`/api/webhooks/${made.body.id}`, { events: ["review.responded"], description: null });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ events: ["review.responded"], description: null });
    expect(JSON.stringify(changed.body)).not.toContain(made.body.secret);

    expect((await client.delete(`/api/webhooks/${made.body.id}`)).status).toBe(204);
    expect((await client.get("/api/webhooks")).body.items).toEqual([]);
    expect((await client.delete(`/api/webhooks/${made.body.id}`)).status).toBe(404);
  });

  it("are made once per Idempotency-Key, the secret replayed but never kept readable", async () => {
    const { client } = await person(api, "Retrying Integrator");
    const body = { url: "https://hooks.example.com/retry", events: ["sync.completed"] };
    const headers = { "idempotency-key": `create-${randomUUID()}` };
    const first = await client.request("POST", "/api/webhooks", { body, headers });
    const again = await client.request("POST", "/api/webhooks", { body, headers });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
    expect((await client.get("/api/webhooks")).body.items).toHaveLength(1);
    const kept = await db().idempotencyKey.findMany({ where: { key: headers["idempotency-key"] } });
    expect(kept).toHaveLength(1);
    expect(JSON.stringify(kept[0]!.replyBody)).not.toContain(first.body.secret.slice(6));
  });

  it("are refused an unknown event, and past ten per team", async () => {
    const { client } = await person(api, "Many Hooks");
    const unknown = await client.post("/api/webhooks", { url: "https://hooks.example.com/x", events: ["review.deleted"] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].path).toMatch(/^body\.events/);
    for (let index = 0; index < 10; index++) {
      expect((await client.post("/api/webhooks", { url: `https://hooks.example.com/${index}`, events: ["sync.completed"] })).status).toBe(
        201,
      );
    }
    const over = await client.post("/api/webhooks", { url: "https://hooks.example.com/11", events: ["sync.completed"] });
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ code: "webhook_limit_reached" });
    expect(over.headers.get("content-type")).toMatch(/^application\/problem\+json/);
  });

  it("are the team's: any member reads them, only those who manage the team change them, a stranger gets 404", async () => {
    const owner = await person(api, "Team Owner");
    const viewer = await person(api, "Team Viewer");
    const stranger = await person(api, "Stranger");
    const teamId = (await owner.client.post("/api/teams", { name: "Hooks Inc" })).body.id as string;
    await setTeamPlan(teamId, "pro");
    await joinTeam(owner.client, teamId, viewer, "viewer");
    const hook = await endpoint(owner.client, ["sync.completed"], { teamId });

    const seen = await viewer.client.get(`/api/webhooks?teamId=${teamId}`);
    expect(seen.status).toBe(200);
    expect(seen.body.items).toEqual([expect.objectContaining({ id: hook.id, teamId })]);
    expect(JSON.stringify(seen.body)).not.toContain(hook.secret);
    expect((await viewer.client.get(`/api/webhooks/${hook.id}/deliveries`)).status).toBe(200);
    const refused = await viewer.client.patch(`/api/webhooks/${hook.id}`, { enabled: false });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toContain("team.manage");
    expect(
      (await viewer.client.post("/api/webhooks", { url: "https://hooks.example.com/v", events: ["sync.failed"], teamId })).status,
    ).toBe(403);

    expect((await stranger.client.get(`/api/webhooks?teamId=${teamId}`)).status).toBe(404);
    for (const response of [
      await stranger.client.patch(`/api/webhooks/${hook.id}`, { enabled: false }),
      await stranger.client.delete(`/api/webhooks/${hook.id}`),
      await stranger.client.get(`/api/webhooks/${hook.id}/deliveries`),
      await stranger.client.post(`/api/webhooks/${hook.id}/ping`),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body.detail).toBe("The webhook does not exist.");
    }
    // The stranger's own list is their personal team's: empty.
    expect((await stranger.client.get("/api/webhooks")).body.items).toEqual([]);
    expect((await db().webhookEndpoint.findUniqueOrThrow({ where: { id: hook.id } })).enabled).toBe(true);
  });
});

describe("deliveries", () => {
  it("are signed by the Standard Webhooks specification, verified by its reference library", async () => {
    const { client } = await person(api, "Pinger");
    const hook = await endpoint(client, ["sync.completed"]);
    const pinged = await client.post(`/api/webhooks/${hook.id}/ping`);
    expect(pinged.status).toBe(202);
    expect(pinged.headers.get("location")).toBe(`/api/webhooks/${hook.id}/deliveries`);
    await runJobs();

    const [request] = hook.received();
    expect(hook.received()).toHaveLength(1);
    const verified = new Webhook(hook.secret).verify(request!.body, request!.headers);
    expect(verified).toEqual({
      type: "webhook.ping",
      timestamp: expect.any(String),
      data: { webhookId: hook.id, message: expect.any(String) },
    });
    expect(() => new Webhook(`whsec_${Buffer.alloc(32, 1).toString("base64")}`).verify(request!.body, request!.headers)).toThrow();
    expect(request!.headers["content-type"]).toBe("application/json");

    const [delivery] = await deliveries(client, hook.id);
    expect(delivery).toMatchObject({
      id: pinged.body.deliveryId,
      status: "delivered",
      attempts: 1,
      lastStatusCode: 200,
      nextAttemptAt: null,
    });
    expect(request!.headers["webhook-id"]).toBe(delivery!.messageId);
    // A run repeated after its attempt was recorded (steps are at-least-once) sends nothing again.
    expect(await attemptWebhookDelivery(delivery!.id, 1)).toEqual({ outcome: "delivered" });
    expect(hook.received()).toHaveLength(1);
  });

  it("are retried with back-off while the receiver answers 500, and sent again with the same webhook-id", async () => {
    const { client } = await person(api, "Retrier");
    const hook = await endpoint(client, ["sync.completed"]);
    receiver.answer(500);
    const clock = new TestClock(new Date());
    const runner = newRunner(clock);
    try {
      const pinged = await client.post(`/api/webhooks/${hook.id}/ping`);
      await runner.runUntilIdle();
      expect(hook.received()).toHaveLength(1);
      let [delivery] = await deliveries(client, hook.id);
      expect(delivery).toMatchObject({ status: "pending", attempts: 1, lastStatusCode: 500 });
      const gap = (entry: typeof delivery) => new Date(entry!.nextAttemptAt!).getTime() - new Date(entry!.attemptLog.at(-1)!.at).getTime();
      expect(gap(delivery)).toBeGreaterThanOrEqual(WEBHOOK_RETRY_DELAYS_MS[0]);
      expect(gap(delivery)).toBeLessThan(WEBHOOK_RETRY_DELAYS_MS[0] + 5_000);

      // Not before its time.
      clock.advance(WEBHOOK_RETRY_DELAYS_MS[0] / 2);
      await runner.runUntilIdle();
      expect(hook.received()).toHaveLength(1);

      clock.advance(WEBHOOK_RETRY_DELAYS_MS[0] / 2 + 5_000);
      await runner.runUntilIdle();
      expect(hook.received()).toHaveLength(2);
      [delivery] = await deliveries(client, hook.id);
      expect(delivery).toMatchObject({ status: "pending", attempts: 2 });
      expect(gap(delivery)).toBeGreaterThanOrEqual(WEBHOOK_RETRY_DELAYS_MS[1]);
      expect(gap(delivery)).toBeLessThan(WEBHOOK_RETRY_DELAYS_MS[1] + 5_000);

      receiver.answer(200);
      clock.advance(WEBHOOK_RETRY_DELAYS_MS[1] + 5_000);
      await runner.runUntilIdle();
      [delivery] = await deliveries(client, hook.id);
      expect(delivery).toMatchObject({ id: pinged.body.deliveryId, status: "delivered", attempts: 3, nextAttemptAt: null });
      expect(delivery!.attemptLog.map((attempt) => [attempt.number, attempt.statusCode])).toEqual([
        [1, 500],
        [2, 500],
        [3, 200],
      ]);
      expect(delivery!.attemptLog[0]!.error).toBe("The endpoint answered 500.");
      // Each attempt is signed afresh (its own timestamp); every one carries the same message id.
      expect(new Set(hook.received().map((request) => request.headers["webhook-id"]))).toEqual(new Set([delivery!.messageId]));

      const again = await client.post(`/api/webhooks/${hook.id}/deliveries/${delivery!.id}/redeliver`);
      expect(again.status).toBe(202);
      expect(again.headers.get("location")).toBe(`/api/webhooks/${hook.id}/deliveries`);
      await runner.runUntilIdle();
      expect(hook.received()).toHaveLength(4);
      const resent = hook.received().at(-1)!;
      expect(resent.headers["webhook-id"]).toBe(delivery!.messageId);
      expect(new Webhook(hook.secret).verify(resent.body, resent.headers)).toEqual(JSON.parse(hook.received()[0]!.body));
      const [redelivery] = await deliveries(client, hook.id);
      expect(redelivery).toMatchObject({ id: again.body.deliveryId, status: "delivered", attempts: 1, redeliveryOf: delivery!.id });

      const missing = await client.post(`/api/webhooks/${hook.id}/deliveries/no-such-delivery/redeliver`);
      expect(missing.status).toBe(404);
    } finally {
      receiver.answer(200);
    }
  });

  it("fail after a day of attempts; the endpoint is then turned off and the owners are emailed, until turned on again", async () => {
    const owner = await person(api, "Failing Owner");
    const hook = await endpoint(owner.client, ["sync.completed"]);
    receiver.answer(500);
    const clock = new TestClock(new Date());
    const runner = newRunner(clock);
    try {
      await owner.client.post(`/api/webhooks/${hook.id}/ping`);
      await runner.runUntilIdle();
      for (const delay of WEBHOOK_RETRY_DELAYS_MS) {
        clock.advance(delay + 5_000);
        await runner.runUntilIdle();
      }
      expect(hook.received()).toHaveLength(WEBHOOK_MAX_ATTEMPTS);
      const [delivery] = await deliveries(owner.client, hook.id);
      expect(delivery).toMatchObject({ status: "failed", attempts: WEBHOOK_MAX_ATTEMPTS, nextAttemptAt: null, lastStatusCode: 500 });
      // The schedule spans about a day.
      const total = WEBHOOK_RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0);
      expect(total).toBeGreaterThanOrEqual(24 * 3_600_000);
      expect(total).toBeLessThanOrEqual(30 * 3_600_000);

      const [listed] = (await owner.client.get("/api/webhooks")).body.items;
      expect(listed).toMatchObject({ id: hook.id, enabled: false, disabledReason: expect.stringContaining("answered 500") });
      const emails = await db().emailMessage.findMany({ where: { template: "webhook-disabled" } });
      expect(emails.map((email) => email.to)).toEqual([owner.email.toLowerCase()]);
      expect(emails[0]!.subject).toBe("Webhook turned off for Personal");

      const refused = await owner.client.post(`/api/webhooks/${hook.id}/ping`);
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe("webhook_disabled");
      // Events of the team skip it while it is off.
      expect(await db().webhookDelivery.count({ where: { endpointId: hook.id } })).toBe(1);

      receiver.answer(200);
      const on = await owner.client.patch(`/api/webhooks/${hook.id}`, { enabled: true });
      expect(on.status).toBe(200);
      expect(on.body).toMatchObject({ enabled: true, disabledReason: null });
      const resent = await owner.client.post(`/api/webhooks/${hook.id}/deliveries/${delivery!.id}/redeliver`);
      expect(resent.status).toBe(202);
      await runner.runUntilIdle();
      expect((await deliveries(owner.client, hook.id))[0]).toMatchObject({ status: "delivered", redeliveryOf: delivery!.id });
    } finally {
      receiver.answer(200);
    }
  });
});

describe("events of the domain", () => {
  it("a sync that stores a new review sends review.created and sync.completed", async () => {
    const { client, id: userId } = await person(api, "Reviewed Owner");
    const trailmix = demoAccount.apps[0]!;
    const app = await registerSyncedApp(client, trailmix.storeId);
    const hook = await endpoint(client, ["review.created", "sync.completed"]);
    const other = await endpoint(client, ["proposal.created"]);

    await storeSandbox(userId).control.addReview({
      appStoreId: trailmix.storeId,
      rating: 2,
      title: "Slow maps",
      body: "Maps load slowly on my phone.",
      territory: "USA",
    });
    expect((await client.post(`/api/apps/${app.id}/sync`)).status).toBe(202);
    await runJobs();

    const events = hook
      .received()
      .map((request) => new Webhook(hook.secret).verify(request.body, request.headers) as { type: string; data: any });
    expect(events.map((event) => event.type).sort()).toEqual(["review.created", "sync.completed"]);
    const review = events.find((event) => event.type === "review.created")!;
    expect(review.data).toEqual({
      app: { id: app.id, name: app.name },
      review: {
        id: expect.any(String),
        rating: 2,
        title: "Slow maps",
        body: "Maps load slowly on my phone.",
        reviewerNickname: expect.toBeOneOf([expect.any(String), null]),
        territory: "USA",
        createdAt: expect.any(String),
      },
    });
    expect(WEBHOOK_EVENTS["review.created"].schema.safeParse(review.data).success).toBe(true);
    expect(events.find((event) => event.type === "sync.completed")!.data).toMatchObject({ app: { id: app.id }, newReviews: 1 });
    expect(other.received()).toEqual([]);
  });
});

describe("more events of the domain", () => {
  it("a published reply, a member's proposal and a version's new state reach the team's endpoint", async () => {
    const owner = await person(api, "Domain Owner");
    const developer = await person(api, "Domain Developer");
    const teamId = (await owner.client.post("/api/teams", { name: "Domain Events" })).body.id as string;
    await setTeamPlan(teamId, "pro");
    const app = await registerSyncedApp(owner.client, demoAccount.apps[0]!.storeId, { ...demoTeamKey, teamId });
    await joinTeam(owner.client, teamId, developer, "developer");
    const hook = await endpoint(owner.client, ["review.responded", "proposal.created", "version.state_changed"], { teamId });
    const reviews = (await owner.client.get(`/api/apps/${app.id}/reviews?limit=2`)).body.items as { id: string; rating: number }[];

    const replied = await owner.client.post(`/api/apps/${app.id}/reviews/${reviews[0]!.id}/response`, {
      responseBody: "Thank you for the review.",
    });
    expect(replied.status).toBe(201);
    const proposed = await developer.client.post(`/api/apps/${app.id}/reviews/${reviews[1]!.id}/response`, {
      responseBody: "We are on it.",
    });
    expect(proposed.status).toBe(202);
    const version = await db().appVersion.findFirstOrThrow({ where: { appId: app.id, appStoreState: "PREPARE_FOR_SUBMISSION" } });
    await storeSandbox(owner.id).control.setVersionState(version.storeId, "DEVELOPER_REJECTED");
    expect((await owner.client.post(`/api/apps/${app.id}/sync`)).status).toBe(202);
    await runJobs();

    const events = hook
      .received()
      .map((request) => new Webhook(hook.secret).verify(request.body, request.headers) as { type: string; data: any });
    const byType = Object.fromEntries(events.map((event) => [event.type, event.data]));
    expect(Object.keys(byType).sort()).toEqual(["proposal.created", "review.responded", "version.state_changed"]);
    expect(byType["review.responded"]).toEqual({
      app: { id: app.id, name: app.name },
      review: { id: reviews[0]!.id, rating: reviews[0]!.rating },
      response: { body: "Thank you for the review." },
    });
    expect(byType["proposal.created"]).toEqual({
      app: { id: app.id, name: app.name },
      proposal: { id: proposed.body.id, kind: "review_response", summary: expect.any(String) },
      proposedBy: "Domain Developer",
    });
    expect(byType["version.state_changed"]).toEqual({
      app: { id: app.id, name: app.name },
      version: { id: version.id, versionString: version.versionString, platform: version.platform },
      from: "PREPARE_FOR_SUBMISSION",
      to: "DEVELOPER_REJECTED",
    });
    for (const event of events)
      expect(WEBHOOK_EVENTS[event.type as keyof typeof WEBHOOK_EVENTS].schema.safeParse(event.data).success).toBe(true);
  });
});

describe("the agent's events", () => {
  it("a proposed change and, once approved, the change made reach the team's endpoint", async () => {
    const { client } = await person(api, "Agent Owner");
    const app = await registerSyncedApp(client, demoAccount.apps[0]!.storeId);
    const hook = await endpoint(client, ["agent.action.proposed", "agent.action.executed"]);
    await client.post(`/api/apps/${app.id}/agent/config`, { config: { fields: ["reviewReplies"] } });
    await client.post(`/api/apps/${app.id}/agent/toggle`, { enabled: true });
    await runJobs();
    const pending = (await client.get(`/api/apps/${app.id}/agent`)).body.pendingAction;
    expect(pending?.type).toBe("reply_to_review");
    expect((await client.post(`/api/apps/${app.id}/agent/approve`)).status).toBeLessThan(300);
    await runJobs();

    const events = hook
      .received()
      .map((request) => new Webhook(hook.secret).verify(request.body, request.headers) as { type: string; data: any });
    expect(events.map((event) => event.type)).toEqual(["agent.action.proposed", "agent.action.executed"]);
    for (const event of events) {
      expect(event.data).toEqual({
        app: { id: app.id, name: app.name },
        action: { id: pending.id, type: "reply_to_review", summary: expect.any(String) },
      });
    }
  });
});

describe("Slack", () => {
  it("gets the event in plain words, and the endpoint says so", async () => {
    expect(slackText("review.created", WEBHOOK_EVENTS["review.created"].example)).toBe(
      "New 2-star review of Trailmix: “Crashes on launch: Since the last update the app closes right after the splash screen.”",
    );
    expect(slackText("version.state_changed", WEBHOOK_EVENTS["version.state_changed"].example)).toBe(
      "Trailmix 2.3.1: waiting for review → in review",
    );
    expect(slackText("sync.failed", { app: { id: "a", name: "<Trail & mix>" }, task: { id: "t", failedAt: "" }, error: "Down" })).toBe(
      "Sync failed for &lt;Trail &amp; mix&gt;: Down",
    );
    const { client } = await person(api, "Slacker");
    const made = await client.post("/api/webhooks", { url: "https://hooks.slack.com/services/T0/B0/abc", events: ["review.created"] });
    expect(made.body.format).toBe("slack");
  });

  it("keeps its address, a secret itself, from every member who does not manage webhooks", async () => {
    const owner = await person(api, "Slack Owner");
    const teamId = (await owner.client.post("/api/teams", { name: "Slack Inc" })).body.id as string;
    await setTeamPlan(teamId, "pro");
    const appId = (await owner.client.post("/api/apps", { ...demoTeamKey, storeId: demoAccount.apps[0]!.storeId, teamId })).body.id;
    const [viewer, limited, admin] = [await person(api, "Vi"), await person(api, "Li"), await person(api, "Ad")];
    await joinTeam(owner.client, teamId, viewer, "viewer");
    await joinTeam(owner.client, teamId, limited, "marketing", [appId]);
    await joinTeam(owner.client, teamId, admin, "admin");
    const secretUrl = "https://hooks.slack.com/services/T0SECRET/B0SECRET/xoxSecretToken123";
    const made = await owner.client.post("/api/webhooks", { url: secretUrl, events: ["review.created"], teamId });
    expect(made).toMatchObject({ status: 201, body: { url: secretUrl } });
    await owner.client.post("/api/webhooks", { url: "https://hooks.example.com/in?token=abc123", events: ["sync.failed"], teamId });

    const listed = async (client: ApiClient) => (await client.get(`/api/webhooks?teamId=${teamId}`)).body.items;
    for (const reader of [viewer, limited]) {
      const items = await listed(reader.client);
      expect(items.map((item: { url: string }) => item.url)).toEqual(["https://hooks.slack.com/…", "https://hooks.example.com/…"]);
      expect(items[0].format).toBe("slack");
      expect(JSON.stringify(items)).not.toMatch(/SECRET|xox|abc123/);
    }
    for (const manager of [owner, admin]) {
      expect((await listed(manager.client)).map((item: { url: string }) => item.url)).toEqual([
        secretUrl,
        "https://hooks.example.com/in?token=abc123",
      ]);
    }
  });
});
