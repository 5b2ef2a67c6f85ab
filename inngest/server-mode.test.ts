import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import webPush from "web-push";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { databaseReady } from "@/lib/db/client";
import { syncConcurrencyEnv } from "@/lib/env";
import { demoAccount } from "@/platform/store-simulator";
import { ApiClient } from "@/test/api-client";
import { startFakeInngest, type FakeInngest } from "@/test/fake-inngest-server";
import { startFakeResend, type FakeResend } from "@/test/fake-resend";
import { adminQuery, withDatabase } from "@/test/global-setup";
import { startProductionServer, type ProductionServer } from "@/test/production-server";
import { startSimulator, type SimulatorHarness } from "@/test/store-harness";

/**
 * The service in Inngest server mode, end to end: the production build (`next start`) with
 * INNGEST_BASE_URL, INNGEST_EVENT_KEY and INNGEST_SIGNING_KEY pointing at a fake Inngest server
 * on 127.0.0.1 (test/fake-inngest-server.ts), and App Store Connect played by the simulator over
 * HTTP. Nothing runs in the server's process but the relay: each job runs because the fake
 * received its event over HTTP and called the server's /api/inngest with Inngest's signatures.
 * The server's database is its own: a PGlite folder, or a fresh PostgreSQL database when the
 * suite runs on PostgreSQL (then LISTEN/NOTIFY wakes its relay).
 */

const ADMIN_EMAIL = `admin-${randomUUID()}@server-mode.test`;
const trailmix = demoAccount.apps[0]!;
const teamKey = {
  keyId: demoAccount.teamKey.keyId,
  issuerId: demoAccount.teamKey.issuerId,
  privateKey: demoAccount.teamKey.privateKey,
  vendorNumber: demoAccount.vendorNumber,
};

let inngest: FakeInngest;
let resend: FakeResend;
let store: SimulatorHarness;
let server: ProductionServer;
let admin: ApiClient;
let cleanUp: () => Promise<void> = async () => undefined;

/** Polls until `check` stops throwing (or times out with its last error and the server's output). */
async function eventually<T>(check: () => Promise<T>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) {
        (error as Error).message += `\n--- server output ---\n${server.output().slice(-4000)}`;
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
}

/** The server's database: a fresh PostgreSQL database on the test's server, or a PGlite folder. */
async function serverDatabase(): Promise<Record<string, string>> {
  const base = process.env.TEST_BASE_DATABASE_URL;
  if (base) {
    const name = `server_mode_${randomBytes(6).toString("hex")}`;
    await adminQuery(base, `CREATE DATABASE "${name}"`);
    cleanUp = () => adminQuery(base, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    const vapid = webPush.generateVAPIDKeys();
    return {
      DATABASE_URL: withDatabase(base, name),
      AUTH_SECRET: randomBytes(32).toString("base64url"),
      ENCRYPTION_KEY: randomBytes(32).toString("base64"),
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), "server-mode-"));
  cleanUp = async () => rmSync(dataDir, { recursive: true, force: true });
  return { DATA_DIR: dataDir };
}

beforeAll(async () => {
  // The fake Inngest keeps its runs in this test file's database.
  await databaseReady();
  inngest = await startFakeInngest();
  resend = await startFakeResend();
  store = await startSimulator();
  server = await startProductionServer({
    ...(await serverDatabase()),
    INNGEST_BASE_URL: inngest.baseUrl,
    INNGEST_EVENT_KEY: inngest.eventKey,
    INNGEST_SIGNING_KEY: inngest.signingKey,
    RESEND_API_KEY: "re_ServerModeTest_3b5d7f9a1c2e4f60",
    RESEND_BASE_URL: resend.url,
    STORE_API_BASE_URL: store.baseUrl,
    ADMIN_EMAILS: ADMIN_EMAIL,
    RATE_LIMIT_PER_MINUTE: "100000",
  });
  admin = new ApiClient(server.url);
  await admin.registerAndSignIn({ email: ADMIN_EMAIL });
  // ADMIN_EMAILS counts once the address is confirmed: with the link of the confirmation email,
  // whose job the server ran when Inngest called it, delivered through (fake) Resend. The
  // event itself names the email only: the link never reaches the event bus.
  const verifyUrl = await eventually(async () => {
    const delivered = resend.recorded.find(
      (request) => JSON.stringify(request.body.to).includes(ADMIN_EMAIL) && String(request.body.subject).includes("Confirm"),
    );
    const href = /https?:\/\/[^\s"<>\]]+token=[A-Za-z0-9_-]+/.exec(String(delivered?.body.text))?.[0];
    expect(href).toBeDefined();
    return href!;
  });
  const emailEvents = inngest.received.filter((event) => event.name === "email/send.requested");
  expect(emailEvents.length).toBeGreaterThan(0);
  for (const event of emailEvents) expect(Object.keys(event.data)).toEqual(["emailId"]);
  const token = new URL(verifyUrl).searchParams.get("token");
  expect((await new ApiClient(server.url).post("/api/auth/verify-email", { token })).status).toBe(200);
}, 900_000);

afterAll(async () => {
  await server?.stop();
  await inngest?.close();
  await resend?.close();
  await store?.close();
  await cleanUp();
});

/** The server's jobs of a queue (admin jobs API), newest first. */
async function jobsOf(queueName: string) {
  const page = await admin.get(`/api/admin/jobs?queueName=${queueName}&limit=100`);
  expect(page.status).toBe(200);
  return page.body.items as {
    jobId: string;
    status: string;
    payload: Record<string, unknown>;
    attempts: number;
    retryOfId: string | null;
  }[];
}

const receivedOnce = (id: string) => inngest.received.filter((event) => event.id === id);

describe("Inngest server mode", { timeout: 120_000 }, () => {
  it("registers the functions with the server at start, with the URL Inngest calls", async () => {
    const registration = await eventually(async () => {
      expect(inngest.registrations.length).toBeGreaterThan(0);
      return inngest.registrations[0]!;
    });
    expect(registration.url).toBe(`${server.url}/api/inngest`);
    expect(registration.appName).toBe("app-publishing-service");
    expect(registration.functions.map((fn) => fn.id).sort()).toEqual(
      expect.arrayContaining([
        "app-publishing-service-sync-app",
        "app-publishing-service-send-email",
        "app-publishing-service-agent-tick",
        "app-publishing-service-schedule-syncs",
      ]),
    );
    expect(inngest.refused).toEqual([]);
    // The sync's two concurrency limits (Inngest allows two): per owner and in all, by the server's database.
    const limits = syncConcurrencyEnv({ DATABASE_URL: process.env.TEST_BASE_DATABASE_URL ?? "" });
    expect(registration.functions.find((fn) => fn.id === "app-publishing-service-sync-app")).toMatchObject({
      concurrency: [
        { key: expect.stringContaining("event.data.ownerId"), limit: limits.SYNC_CONCURRENCY_PER_OWNER },
        { limit: limits.SYNC_CONCURRENCY_TOTAL },
      ],
    });
    const ready = await fetch(`${server.url}/api/ready`).then((response) => response.json());
    expect(ready.events.drain).toBe("inngest");
  });

  it("sends the welcome email through the server: event received, job run over HTTP, email delivered", async () => {
    const welcome = await eventually(async () => {
      const emails = await admin.get(`/api/admin/emails?to=${encodeURIComponent(ADMIN_EMAIL)}&template=welcome`);
      const [email] = emails.body.items;
      expect(email).toMatchObject({ template: "welcome", status: "sent" });
      return email as { emailId: string };
    });
    const event = inngest.received.find(
      (received) => received.name === "email/send.requested" && received.data.emailId === welcome.emailId,
    );
    expect(event).toBeDefined();
    expect(receivedOnce(event!.id)).toHaveLength(1);
    const job = await eventually(async () => {
      const [found] = (await jobsOf("send-email")).filter((candidate) => candidate.payload.emailId === welcome.emailId);
      expect(found).toMatchObject({ status: "completed", attempts: 1, retryOfId: null });
      return found!;
    });
    const detail = (await admin.get(`/api/admin/jobs/${job.jobId}`)).body;
    expect(detail).toMatchObject({ event: { name: "email/send.requested", id: event!.id }, result: { status: "sent" } });
    expect(detail.steps.map((step: { name: string }) => step.name)).toEqual(["render", "send"]);
  });

  let owner: ApiClient;
  let appId: string;

  it("registers an app and syncs it to completion, with its sync's job recorded once", async () => {
    owner = new ApiClient(server.url);
    const account = await owner.registerAndSignIn();
    const registered = await owner.post("/api/apps", { ...teamKey, storeId: trailmix.storeId });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    appId = registered.body.id;
    const [task] = (await owner.get(`/api/tasks?appId=${appId}`)).body.items;
    expect(task).toMatchObject({ reason: "registered" });

    await eventually(async () =>
      expect((await owner.get(`/api/tasks/${task.id}`)).body).toMatchObject({ status: "succeeded", progress: 100 }),
    );
    expect((await owner.get(`/api/tasks/${task.id}`)).body.counts).toMatchObject({ versions: 4, builds: 40, reviews: 640, experiments: 3 });
    expect((await owner.get(`/api/apps/${appId}`)).body).toMatchObject({ syncStatus: "succeeded", lastSyncError: null });

    const event = inngest.received.find((received) => received.name === "app/sync.requested" && received.data.taskId === task.id);
    expect(event?.data).toEqual({ appId, taskId: task.id, reason: "registered", ownerId: account.id });
    expect(receivedOnce(event!.id)).toHaveLength(1);
    const jobs = await eventually(async () => {
      const found = (await jobsOf("sync-app")).filter((job) => job.payload.taskId === task.id);
      expect(found).toHaveLength(1);
      expect(found[0]).toMatchObject({ status: "completed", attempts: 1, payload: { appId, taskId: task.id, reason: "registered" } });
      return found;
    });
    const detail = (await admin.get(`/api/admin/jobs/${jobs[0]!.jobId}`)).body;
    expect(detail.event.id).toBe(event!.id);
    expect(detail.steps.map((step: { name: string }) => step.name)).toEqual([
      "start",
      "app-info",
      "versions",
      "screenshots",
      "builds",
      "reviews",
      "experiments",
      "sales",
      "finish",
      "instant-updates",
      "release-guard",
    ]);
  });

  it("runs an agent tick through the server, then the approved change", async () => {
    const enabled = await owner.post(`/api/apps/${appId}/agent/toggle`, { enabled: true });
    expect(enabled.status).toBe(200);
    const agentId = enabled.body.id as string;
    const waiting = await eventually(async () => {
      const agent = (await owner.get(`/api/apps/${appId}/agent`)).body;
      expect(agent.status).toBe("awaiting_approval");
      return agent;
    });
    expect(waiting.pendingAction).not.toBeNull();
    // The run ends (and its job with it) just after the step that proposed.
    await eventually(async () => {
      const [tick] = (await jobsOf("agent-tick")).filter((job) => job.payload.agentId === agentId);
      expect(tick).toMatchObject({ status: "completed", payload: { agentId, reason: "enabled" } });
    });

    expect((await owner.post(`/api/apps/${appId}/agent/approve`)).status).toBe(202);
    await eventually(async () => expect((await owner.get(`/api/apps/${appId}/agent`)).body.status).toBe("sleeping"));
    const events = (await owner.get(`/api/apps/${appId}/agent/events?limit=100`)).body.items as { kind: string }[];
    expect(events.map((event) => event.kind)).toContain("execution");
    await eventually(async () => {
      const runs = (await jobsOf("agent-tick")).filter((job) => job.payload.agentId === agentId);
      expect(runs.map((job) => job.status)).toEqual(["completed", "completed"]);
      expect(runs[0]!.payload).toMatchObject({ decision: "approved" });
    });
  });

  it("keeps events while the server is down and sends them once when it is back", async () => {
    await inngest.stop();
    const pulled = await owner.pull(appId);
    expect(pulled.status).toBe(202);
    const taskId = pulled.body.taskId as string;

    const outage = await eventually(async () => {
      const outbox = (await admin.get(`/api/admin/jobs/outbox`)).body;
      expect(outbox).toMatchObject({ drain: "inngest", state: "failing", lastError: "Inngest's Event API did not answer" });
      expect(outbox.pending).toBeGreaterThanOrEqual(1);
      return outbox;
    });
    expect(outage.failing).toBeGreaterThanOrEqual(1);
    const ready = await fetch(`${server.url}/api/ready`);
    expect(ready.status).toBe(200);
    expect((await ready.json()).events).toMatchObject({ drain: "inngest", state: "failing" });
    expect((await owner.get(`/api/tasks/${taskId}`)).body.status).toBe("queued");

    await inngest.start();
    await eventually(async () => expect((await owner.get(`/api/tasks/${taskId}`)).body.status).toBe("succeeded"), 60_000);
    const sent = inngest.received.filter((event) => event.name === "app/sync.requested" && event.data.taskId === taskId);
    expect(sent).toHaveLength(1);
    expect((await jobsOf("sync-app")).filter((job) => job.payload.taskId === taskId)).toHaveLength(1);
    await eventually(async () =>
      expect((await admin.get(`/api/admin/jobs/outbox`)).body).toMatchObject({ state: "ok", pending: 0, failing: 0 }),
    );
  });

  it("sends an event again when the server's answer is lost, and the server runs it once", async () => {
    inngest.loseNextAnswer();
    const pulled = await owner.pull(appId);
    const taskId = pulled.body.taskId as string;
    await eventually(async () => expect((await owner.get(`/api/tasks/${taskId}`)).body.status).toBe("succeeded"));
    const sent = inngest.received.filter((event) => event.name === "app/sync.requested" && event.data.taskId === taskId);
    expect(sent.length).toBeGreaterThanOrEqual(2);
    expect(new Set(sent.map((event) => event.id)).size).toBe(1);
    expect(sent.filter((event) => event.firstTime)).toHaveLength(1);
    expect((await jobsOf("sync-app")).filter((job) => job.payload.taskId === taskId)).toHaveLength(1);
  });

  it("retries a failed sync through the server: the same task succeeds and the app leaves sync_failed", async () => {
    store.sim.control.failNext({ status: 401, count: 2 });
    const { taskId } = (await owner.pull(appId)).body;
    await eventually(async () => expect((await owner.get(`/api/apps/${appId}`)).body.syncStatus).toBe("failed"));
    expect((await owner.get(`/api/tasks/${taskId}`)).body.status).toBe("failed");
    const failed = await eventually(async () => {
      const [job] = (await jobsOf("sync-app")).filter((candidate) => candidate.payload.taskId === taskId);
      expect(job?.status).toBe("failed");
      return job!;
    });
    await store.sim.control.reset();

    const retried = await admin.post(`/api/admin/jobs/${failed.jobId}/retry`);
    expect(retried.status, JSON.stringify(retried.body)).toBe(201);
    expect(retried.body).toMatchObject({ status: "queued", retryOfId: failed.jobId, payload: failed.payload });
    await eventually(async () =>
      expect((await admin.get(`/api/admin/jobs/${retried.body.jobId}`)).body).toMatchObject({
        status: "completed",
        retryOfId: failed.jobId,
      }),
    );
    expect((await owner.get(`/api/tasks/${taskId}`)).body).toMatchObject({ status: "succeeded", error: null });
    expect((await owner.get(`/api/apps/${appId}`)).body).toMatchObject({ syncStatus: "succeeded", lastSyncError: null });
    // The retry is the one run of its event: no second job appeared beside the record it created.
    expect(
      (await jobsOf("sync-app"))
        .filter((job) => job.payload.taskId === taskId)
        .map((job) => job.status)
        .sort(),
    ).toEqual(["completed", "failed"]);
  });
});
