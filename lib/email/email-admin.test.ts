import { randomUUID } from "node:crypto";

import { decrypt } from "http_ece";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { db } from "@/lib/db/client";
import { emailSendRequested } from "@/lib/events/catalogue";
import { emit } from "@/lib/events/emit";
import { operations } from "@/lib/openapi/operations";
import type { ApiClient } from "@/test/api-client";
import { startFakePushService } from "@/test/fake-push-service";
import { browserPushKeys } from "@/test/push-keys";
import { runJobs } from "@/test/synced-app";
import { useApi } from "@/test/use-api";

import { listEmailTemplates } from "./templates";

// No RESEND_API_KEY in this file: every email goes to the database outbox (embedded mode).

// The fake push service listens on 127.0.0.1 with a self-signed certificate, which the real
// agent refuses (private address); the send-push function runs in this process, so this reaches it.
vi.mock("@/lib/net/public-address", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/net/public-address")>();
  const https = await import("node:https");
  return { ...actual, publicOnlyHttpsAgent: () => new https.Agent({ rejectUnauthorized: false }) };
});

const api = useApi();
let admin: ApiClient;
let push: Awaited<ReturnType<typeof startFakePushService>>;

beforeAll(async () => {
  push = await startFakePushService();
  admin = api.client();
  const account = await admin.registerAndSignIn();
  await db().user.update({ where: { id: account.id }, data: { role: "admin" } });
});
afterAll(() => push.close());

describe("admin email API", () => {
  it("is for admins only", async () => {
    const user = api.client();
    await user.registerAndSignIn();
    const adminOnly = operations.filter((operation) => /^\/admin\/(emails|email-templates|send-test-email)/.test(operation.path));
    expect(adminOnly.map((operation) => operation.operationId).sort()).toEqual([
      "adminGetEmail",
      "adminListEmailTemplates",
      "adminListEmails",
      "adminSendTestEmail",
    ]);
    for (const operation of adminOnly) {
      const path = `/api${operation.path.replace("{emailId}", randomUUID())}`;
      const response = await user.request(
        operation.method.toUpperCase(),
        path,
        operation.method === "get" ? {} : { body: { to: "x@example.com", template: "test" } },
      );
      expect(response.status, path).toBe(403);
      expect(response.body.code).toBe("forbidden");
    }
    expect(await db().emailMessage.count({ where: { to: "x@example.com" } })).toBe(0);
  });

  it("lists the templates with metadata and the subject rendered with sample data", async () => {
    const response = await admin.get("/api/admin/email-templates");
    expect(response.status).toBe(200);
    expect(response.body.items).toEqual(listEmailTemplates());
    expect(response.body.items.map((item: { id: string }) => item.id)).toEqual([
      "welcome",
      "verify-email",
      "reset-password",
      "email-changed",
      "access-token-created",
      "team-invitation",
      "ticket-reply",
      "agent-approval",
      "sync-failed",
      "payment-failed",
      "new-reviews",
      "release-update",
      "webhook-disabled",
      "test",
    ]);
    expect(response.body.items.find((item: { id: string }) => item.id === "ticket-reply")).toMatchObject({
      name: "Ticket reply",
      subject: "Re: Screenshots rejected for iPad Pro 13-inch",
      variables: expect.arrayContaining([
        expect.objectContaining({ name: "ticketSubject", description: expect.any(String), example: expect.any(String) }),
      ]),
    });
  });

  it("refuses an unknown template, a bad address and unknown fields with 400, queueing nothing", async () => {
    const before = await db().emailMessage.count();
    const cases: [unknown, string][] = [
      [{ to: "ops@example.com", template: "newsletter" }, "body.template"],
      [{ to: "ops@example.com", template: "constructor" }, "body.template"],
      [{ to: "not an address", template: "test" }, "body.to"],
      [{ template: "test" }, "body.to"],
      [{ to: "ops@example.com", template: "test", cc: "a@example.com" }, "body.cc"],
    ];
    for (const [body, path] of cases) {
      const response = await admin.post("/api/admin/send-test-email", body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.code).toBe("validation_failed");
      expect(response.body.errors.map((error: { path: string }) => error.path)).toContain(path);
    }
    expect(await db().emailMessage.count()).toBe(before);
  });

  it("sends a test email to a user's address, and a test push to their subscriptions", async () => {
    const user = api.client();
    const account = await user.registerAndSignIn();
    const keys = browserPushKeys();
    await db().pushSubscription.create({
      data: { userId: account.id, endpoint: `${push.url}/test-push`, p256dh: keys.p256dh, auth: keys.auth },
    });

    const response = await admin.post("/api/admin/send-test-email", { to: account.email.toUpperCase(), template: "test" });
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ emailId: expect.any(String), status: "queued", pushQueued: true });
    const queued = await admin.get(`/api/admin/emails/${response.body.emailId}`);
    expect(queued.body).toMatchObject({
      status: "queued",
      to: account.email,
      userId: account.id,
      template: "test",
      html: "",
      attempts: 0,
      transport: null,
    });

    await runJobs();
    const sent = await admin.get(`/api/admin/emails/${response.body.emailId}`);
    expect(sent.body).toMatchObject({
      status: "sent",
      transport: "outbox",
      providerId: `email-${response.body.emailId}`,
      attempts: 1,
      error: null,
      subject: "Test email from App Publishing Service",
      sentAt: expect.any(String),
    });
    expect(sent.body.html).toContain(account.email);
    expect(sent.body.text).toContain(`Sent to ${account.email}`);
    const pushes = push.received.filter((entry) => entry.path === "/test-push");
    expect(pushes).toHaveLength(1);
    const message = JSON.parse(
      decrypt(pushes[0]!.body, { version: "aes128gcm", privateKey: keys.ecdh, authSecret: keys.auth }).toString("utf8"),
    );
    expect(message).toMatchObject({ title: "Test notification", body: expect.stringContaining(account.email) });
  });

  it("renders any template with its sample data for an address that is no user's, with no push", async () => {
    const to = `outside-${randomUUID()}@example.org`;
    const response = await admin.post("/api/admin/send-test-email", { to, template: "agent-approval" });
    expect(response.status).toBe(202);
    expect(response.body.pushQueued).toBe(false);
    await runJobs();
    const email = await admin.get(`/api/admin/emails/${response.body.emailId}`);
    expect(email.body).toMatchObject({
      status: "sent",
      userId: null,
      to,
      subject: "Approval needed for Tide Tables: Rewrite the subtitle to mention offline charts",
    });
    expect(email.body.html).toContain("Offline tide charts, worldwide");
  });

  it("reads the outbox: newest first, filtered by address, status and template, keyset pages, bodies only in the detail", async () => {
    const to = `reader-${randomUUID()}@example.com`;
    const ids: string[] = [];
    for (const template of ["test", "welcome", "sync-failed"])
      ids.push((await admin.post("/api/admin/send-test-email", { to, template })).body.emailId);
    await runJobs();
    const other = (await admin.post("/api/admin/send-test-email", { to: `else-${randomUUID()}@example.com`, template: "test" })).body
      .emailId;

    const list = await admin.get(`/api/admin/emails?to=${encodeURIComponent(to.toUpperCase())}`);
    expect(list.status).toBe(200);
    expect(list.body.items.map((item: { emailId: string }) => item.emailId)).toEqual([...ids].reverse());
    expect(list.body.items[0]).not.toHaveProperty("html");
    expect(list.body.items[0]).toMatchObject({ to, template: "sync-failed", status: "sent", transport: "outbox" });

    const page1 = await admin.get(`/api/admin/emails?to=${encodeURIComponent(to)}&limit=2`);
    const page2 = await admin.get(`/api/admin/emails?to=${encodeURIComponent(to)}&limit=2&cursor=${page1.body.nextCursor}`);
    expect([...page1.body.items, ...page2.body.items].map((item: { emailId: string }) => item.emailId)).toEqual([...ids].reverse());
    expect(page2.body.nextCursor).toBeNull();

    const welcome = await admin.get(`/api/admin/emails?to=${encodeURIComponent(to)}&template=welcome`);
    expect(welcome.body.items.map((item: { emailId: string }) => item.emailId)).toEqual([ids[1]]);
    const queued = await admin.get(`/api/admin/emails?status=queued`);
    expect(queued.body.items.map((item: { emailId: string }) => item.emailId)).toEqual([other]);

    expect((await admin.get(`/api/admin/emails/${randomUUID()}`)).status).toBe(404);
    const bad = await admin.get(`/api/admin/emails?status=bounced&template=nope&limit=0`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((error: { path: string }) => error.path).sort()).toEqual(["query.limit", "query.status", "query.template"]);
    await runJobs();
  });

  it("fails an email for good, without retrying, when its props cannot be rendered", async () => {
    const email = await db().emailMessage.create({
      data: { to: "broken@example.com", template: "welcome", subject: "Welcome", html: "", text: "" },
    });
    await emit(db(), emailSendRequested, { emailId: email.id, props: { name: "Ada" } });
    await runJobs();
    const stored = await admin.get(`/api/admin/emails/${email.id}`);
    expect(stored.body).toMatchObject({
      status: "failed",
      attempts: 0,
      error: "the template could not be rendered with these props",
      html: "",
    });
    const [job] = await db().job.findMany({ where: { payload: { path: ["emailId"], equals: email.id } } });
    expect(job).toMatchObject({ status: "failed", attempts: 1, functionId: expect.stringContaining("send-email") });
  });
});
