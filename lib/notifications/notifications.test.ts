import { randomUUID } from "node:crypto";

import { decrypt } from "http_ece";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { db } from "@/lib/db/client";
import { InvalidEmailPropsError } from "@/lib/email/errors";
import { findTemplate } from "@/lib/email/templates";
import { failSyncTask } from "@/lib/sync/task-lifecycle";
import { startFakePushService } from "@/test/fake-push-service";
import { browserPushKeys } from "@/test/push-keys";
import { demoTeamKey, runJobs, storeSandbox } from "@/test/synced-app";
import { useApi } from "@/test/use-api";

import { notifyUser } from "./notify-user";
import { personalTeamOf } from "@/test/personal-team";
import { teamKeyOf } from "@/test/team-key";

// The fake push service listens on 127.0.0.1 with a self-signed certificate, which the real
// agent refuses (private address); the send-push function runs in this process, so this reaches it.
vi.mock("@/lib/net/public-address", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/net/public-address")>();
  const https = await import("node:https");
  return { ...actual, publicOnlyHttpsAgent: () => new https.Agent({ rejectUnauthorized: false }) };
});

const api = useApi();
let push: Awaited<ReturnType<typeof startFakePushService>>;

beforeAll(async () => {
  push = await startFakePushService();
});
afterAll(() => push.close());

async function signedInUser(name = "Notified User") {
  const client = api.client();
  const account = await client.registerAndSignIn({ name });
  return { client, account };
}

/** A push subscription pointing at the fake push service (inserted directly: the API refuses loopback). */
async function subscribe(userId: string) {
  const keys = browserPushKeys();
  const path = `/push-${randomUUID()}`;
  await db().pushSubscription.create({ data: { userId, endpoint: `${push.url}${path}`, p256dh: keys.p256dh, auth: keys.auth } });
  return () =>
    push.received
      .filter((entry) => entry.path === path)
      .map((entry) =>
        JSON.parse(decrypt(entry.body, { version: "aes128gcm", privateKey: keys.ecdh, authSecret: keys.auth }).toString("utf8")),
      );
}

const approval = () => ({ template: "agent-approval" as const, props: findTemplate("agent-approval")!.sampleProps as never });
const pushEvents = (userId: string) =>
  db().jobEvent.findMany({ where: { name: "push/send.requested", data: { path: ["userId"], equals: userId } } });

describe("notification preferences API", () => {
  it("lists every kind, on by default, with its description and channels", async () => {
    const { client } = await signedInUser();
    const response = await client.get("/api/notifications/preferences");
    expect(response.status).toBe(200);
    expect(response.body.items.map((item: { kind: string }) => item.kind)).toEqual([
      "welcome",
      "ticket_reply",
      "agent_approval",
      "sync_failed",
      "payment_failed",
      "new_reviews",
      "release_update",
    ]);
    for (const item of response.body.items) {
      expect(item).toMatchObject({ email: true, push: true });
      expect(item.description).not.toBe("");
    }
    expect(response.body.items[0].channels).toEqual(["email"]);
    expect(response.body.items[3].channels).toEqual(["email", "push"]);
  });

  it("switches one channel of one kind, keeps the other, and only for this user", async () => {
    const { client } = await signedInUser();
    const other = await signedInUser();
    const off = await client.patch("/api/notifications/preferences", { kind: "sync_failed", email: false });
    expect(off.status).toBe(200);
    const byKind = (body: { items: { kind: string; email: boolean; push: boolean }[] }) =>
      Object.fromEntries(body.items.map((item) => [item.kind, [item.email, item.push]]));
    expect(byKind(off.body)).toEqual({
      welcome: [true, true],
      ticket_reply: [true, true],
      agent_approval: [true, true],
      sync_failed: [false, true],
      payment_failed: [true, true],
      new_reviews: [true, true],
      release_update: [true, true],
    });
    const pushOff = await client.patch("/api/notifications/preferences", { kind: "sync_failed", push: false });
    expect(byKind(pushOff.body).sync_failed).toEqual([false, false]);
    const both = await client.patch("/api/notifications/preferences", { kind: "agent_approval", email: false, push: true });
    expect(byKind(both.body).agent_approval).toEqual([false, true]);
    expect(byKind((await client.get("/api/notifications/preferences")).body)).toEqual(byKind(both.body));
    expect(byKind((await other.client.get("/api/notifications/preferences")).body).sync_failed).toEqual([true, true]);
  });

  it("refuses unknown kinds, empty changes and unknown fields", async () => {
    const { client } = await signedInUser();
    const cases: [unknown, string][] = [
      [{ kind: "marketing", email: false }, "body.kind"],
      [{ kind: "sync_failed" }, "body.email"],
      [{ kind: "sync_failed", email: "no" }, "body.email"],
      [{ kind: "sync_failed", email: false, sms: false }, "body.sms"],
    ];
    for (const [body, path] of cases) {
      const response = await client.patch("/api/notifications/preferences", body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.errors.map((error: { path: string }) => error.path)).toContain(path);
    }
    expect(
      await db().notificationPreference.count({ where: { user: { email: (await client.get("/api/auth/session")).body.user.email } } }),
    ).toBe(0);
  });
});

describe("notifyUser", () => {
  it("queues the email and the push in the caller's transaction, delivered by the background functions", async () => {
    const { account } = await signedInUser();
    const received = await subscribe(account.id);
    const result = await db().$transaction((tx) =>
      notifyUser(tx, {
        userId: account.id,
        kind: "agent_approval",
        email: approval(),
        push: { title: "Approve?", body: "A change awaits", url: "/apps/x" },
      }),
    );
    expect(result).toEqual({ emailId: expect.any(String), pushQueued: true });
    expect(await db().emailMessage.findUniqueOrThrow({ where: { id: result.emailId! } })).toMatchObject({
      userId: account.id,
      to: account.email,
      template: "agent-approval",
      status: "queued",
      subject: "Approval needed for Tide Tables: Rewrite the subtitle to mention offline charts",
    });
    expect(received()).toEqual([]);
    await runJobs();
    const email = await db().emailMessage.findUniqueOrThrow({ where: { id: result.emailId! } });
    expect(email).toMatchObject({ status: "sent", transport: "outbox" });
    expect(email.html).toContain("Offline tide charts, worldwide");
    expect(received()).toEqual([{ title: "Approve?", body: "A change awaits", url: "/apps/x" }]);
  });

  it("queues nothing when the caller's transaction rolls back", async () => {
    const { account } = await signedInUser();
    await subscribe(account.id);
    const failed = await db()
      .$transaction(async (tx) => {
        await notifyUser(tx, { userId: account.id, kind: "agent_approval", email: approval(), push: { title: "t", body: "b" } });
        throw new Error("the caller's write failed");
      })
      .catch((error: Error) => error.message);
    expect(failed).toBe("the caller's write failed");
    expect(await db().emailMessage.count({ where: { userId: account.id, template: "agent-approval" } })).toBe(0);
    expect(await pushEvents(account.id)).toEqual([]);
  });

  it("skips the channel a user switched off for that kind only", async () => {
    const { client, account } = await signedInUser();
    await subscribe(account.id);
    await client.patch("/api/notifications/preferences", { kind: "agent_approval", push: false });
    await client.patch("/api/notifications/preferences", { kind: "sync_failed", email: false });
    const approvalResult = await db().$transaction((tx) =>
      notifyUser(tx, { userId: account.id, kind: "agent_approval", email: approval(), push: { title: "t", body: "b" } }),
    );
    expect(approvalResult).toEqual({ emailId: expect.any(String), pushQueued: false });
    const syncResult = await db().$transaction((tx) =>
      notifyUser(tx, {
        userId: account.id,
        kind: "sync_failed",
        email: { template: "sync-failed", props: findTemplate("sync-failed")!.sampleProps as never },
        push: { title: "t", body: "b" },
      }),
    );
    expect(syncResult).toEqual({ emailId: null, pushQueued: true });
    expect(await pushEvents(account.id)).toHaveLength(1);
  });

  it("queues no push for a user without subscriptions, nothing for an unknown user, and refuses props that do not fit", async () => {
    const { account } = await signedInUser();
    const noDevice = await db().$transaction((tx) =>
      notifyUser(tx, { userId: account.id, kind: "agent_approval", push: { title: "t", body: "b" } }),
    );
    expect(noDevice).toEqual({ emailId: null, pushQueued: false });
    const ghost = await db().$transaction((tx) =>
      notifyUser(tx, { userId: randomUUID(), kind: "agent_approval", email: approval(), push: { title: "t", body: "b" } }),
    );
    expect(ghost).toEqual({ emailId: null, pushQueued: false });
    const error = await db()
      .$transaction((tx) =>
        notifyUser(tx, {
          userId: account.id,
          kind: "agent_approval",
          email: { template: "agent-approval", props: { appName: "X" } as never },
        }),
      )
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidEmailPropsError);
    expect((error as InvalidEmailPropsError).issues.map((issue) => issue.path)).toContain("changes");
  });
});

describe("wired notifications", () => {
  it("sends the welcome email on registration", async () => {
    const { account } = await signedInUser("Ada Lovelace");
    const [queued] = await db().emailMessage.findMany({ where: { userId: account.id, template: "welcome" } });
    expect(queued).toMatchObject({
      template: "welcome",
      to: account.email,
      status: "queued",
      subject: "Welcome to App Publishing Service",
    });
    await runJobs();
    const sent = await db().emailMessage.findUniqueOrThrow({ where: { id: queued!.id } });
    expect(sent).toMatchObject({ status: "sent", transport: "outbox" });
    expect(sent.html).toContain("Welcome, Ada Lovelace");
    expect(sent.text).toContain("Welcome, Ada Lovelace");
  });

  it("tells the app's owner once when a sync fails, by email and push", async () => {
    const { account } = await signedInUser();
    const received = await subscribe(account.id);
    const app = await db().app.create({
      data: {
        teamId: await personalTeamOf(account.id),
        userId: account.id,
        storeId: "6449000009",
        name: "Tide Tables",
        credentialId: await teamKeyOf(await personalTeamOf(account.id)),
        vendorNumber: "89000001",
        // Keeps the scheduler from starting a sync of its own while jobs run.
        nextSyncAt: new Date("2100-01-01T00:00:00Z"),
      },
    });
    const task = await db().syncTask.create({ data: { appId: app.id, userId: account.id, reason: "on_demand", status: "running" } });
    const reason = "App Store Connect is unavailable (503); try again later.";
    await failSyncTask(task.id, reason);
    await failSyncTask(task.id, reason);
    await runJobs();

    const emails = await db().emailMessage.findMany({ where: { userId: account.id, template: "sync-failed" } });
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ status: "sent", subject: "Store sync failed for Tide Tables" });
    expect(emails[0]!.html).toContain("App Store Connect is unavailable (503); try again later.");
    expect(emails[0]!.html).toContain(`/apps/${app.id}`);
    expect(received()).toEqual([{ title: "Sync failed: Tide Tables", body: reason, url: `/apps/${app.id}`, tag: `sync-failed-${app.id}` }]);
  });

  it("keeps direction controls and line breaks of the store's app name out of the app's name, email subjects and push titles", async () => {
    // "Tide\u202Eselbat" shows as "Tidetables"; the line break would start a header of its own.
    const storeName = "Tide\u202Eselbat\u2066\r\nBcc: x@example.com";
    const clean = "Tideselbat Bcc: x@example.com";
    const { client, account } = await signedInUser();
    const simulator = storeSandbox(account.id).control;
    const storeId = await simulator.seedLargeApp({ storeId: "6449000905", name: storeName, reviews: 3, versions: 1, locales: 1 });
    try {
      const received = await subscribe(account.id);
      const registered = await client.post("/api/apps", { ...demoTeamKey, storeId });
      expect(registered.status).toBe(201);
      expect(registered.body.name).toBe(clean);
      await runJobs();

      await simulator.addReview({ appStoreId: storeId, rating: 1, title: "Crashes\u202E", body: "On launch.", territory: "USA" });
      expect((await client.pull(registered.body.id)).status).toBe(202);
      await runJobs();

      expect((await client.get(`/api/apps/${registered.body.id}`)).body.name).toBe(clean);
      const emails = await db().emailMessage.findMany({ where: { userId: account.id, template: "new-reviews" } });
      expect(emails.map((email) => [email.status, email.subject])).toEqual([["sent", `1 new review of ${clean} (lowest: 1 star)`]]);
      expect(received().map((message: { title: string }) => message.title)).toEqual([`${clean}: 1 new review`]);
    } finally {
      await simulator.reset();
    }
  });

  it("cleans an email subject and a push title built from an app name stored before names were cleaned", async () => {
    const { account } = await signedInUser();
    const received = await subscribe(account.id);
    const app = await db().app.create({
      data: {
        teamId: await personalTeamOf(account.id),
        userId: account.id,
        storeId: "6449000010",
        name: "Tide\u202Eselbat\u2069\nTables",
        credentialId: await teamKeyOf(await personalTeamOf(account.id)),
        vendorNumber: "89000001",
        nextSyncAt: new Date("2100-01-01T00:00:00Z"),
      },
    });
    const task = await db().syncTask.create({ data: { appId: app.id, userId: account.id, reason: "on_demand", status: "running" } });
    await failSyncTask(task.id, "The store said \u202Eno\u202C.\r\nTry later.");
    await runJobs();

    const [email] = await db().emailMessage.findMany({ where: { userId: account.id, template: "sync-failed" } });
    expect(email).toMatchObject({ status: "sent", subject: "Store sync failed for Tideselbat Tables" });
    expect(email!.html).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/u);
    expect(received()).toEqual([
      {
        title: "Sync failed: Tideselbat Tables",
        body: "The store said no. Try later.",
        url: `/apps/${app.id}`,
        tag: `sync-failed-${app.id}`,
      },
    ]);
  });
});
