import { randomUUID } from "node:crypto";

import { decrypt } from "http_ece";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { db } from "@/lib/db/client";
import { operations } from "@/lib/openapi/operations";
import type { ApiClient } from "@/test/api-client";
import { startFakePushService } from "@/test/fake-push-service";
import { browserPushKeys } from "@/test/push-keys";
import { runJobs } from "@/test/synced-app";
import { useApi } from "@/test/use-api";

// The fake push service listens on 127.0.0.1 with a self-signed certificate, which the real
// agent refuses (private address); the send-push function runs in this process, so this reaches it.
vi.mock("@/lib/net/public-address", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/net/public-address")>();
  const https = await import("node:https");
  return { ...actual, publicOnlyHttpsAgent: () => new https.Agent({ rejectUnauthorized: false }) };
});

const api = useApi();
let admin: ApiClient;
let adminAccount: { id: string; email: string };
let push: Awaited<ReturnType<typeof startFakePushService>>;

beforeAll(async () => {
  push = await startFakePushService();
  admin = api.client();
  adminAccount = await admin.registerAndSignIn({ name: "Sam from Support" });
  await db().user.update({ where: { id: adminAccount.id }, data: { role: "admin" } });
});
afterAll(() => push.close());

async function signedInUser(name = "Ticket Author") {
  const client = api.client();
  const account = await client.registerAndSignIn({ name });
  return { client, account };
}

/** A push subscription pointing at the fake push service (inserted directly: the API refuses loopback). */
async function subscribe(userId: string) {
  const keys = browserPushKeys();
  const path = `/push-${randomUUID()}`;
  await db().pushSubscription.create({ data: { userId, endpoint: `${push.url}${path}`, p256dh: keys.p256dh, auth: keys.auth } });
  return {
    path,
    received: () =>
      push.received
        .filter((entry) => entry.path === path)
        .map((entry) =>
          JSON.parse(decrypt(entry.body, { version: "aes128gcm", privateKey: keys.ecdh, authSecret: keys.auth }).toString("utf8")),
        ),
  };
}

const openTicket = (client: ApiClient, overrides: Record<string, unknown> = {}) =>
  client.post("/api/support/tickets", {
    type: "BUG",
    subject: "Screenshots rejected",
    message: "My iPad screenshots were refused.",
    ...overrides,
  });

const ticketEmails = (userId: string) =>
  db().emailMessage.findMany({ where: { userId, template: "ticket-reply" }, orderBy: { createdAt: "asc" } });

describe("support tickets (user)", () => {
  it("opens a ticket with its first message", async () => {
    const { client, account } = await signedInUser();
    const response = await openTicket(client, { subject: "  Sales report missing  ", message: "Line one\nLine two" });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      ticketId: expect.any(String),
      type: "BUG",
      subject: "Sales report missing",
      status: "OPEN",
      messageCount: 1,
      messages: [{ fromAdmin: false, authorName: "Ticket Author", body: "Line one\nLine two" }],
    });
    const stored = await db().supportTicket.findUniqueOrThrow({ where: { id: response.body.ticketId }, include: { messages: true } });
    expect(stored.userId).toBe(account.id);
    expect(stored.messages[0]!.authorId).toBe(account.id);
  });

  it("refuses invalid tickets field by field", async () => {
    const { client } = await signedInUser();
    const cases: [Record<string, unknown>, string][] = [
      [{ subject: "x".repeat(201) }, "body.subject"],
      [{ subject: "   " }, "body.subject"],
      [{ subject: "two\nlines" }, "body.subject"],
      [{ message: "" }, "body.message"],
      [{ message: "y".repeat(10_001) }, "body.message"],
      [{ type: "COMPLAINT" }, "body.type"],
      [{ priority: "high" }, "body.priority"],
    ];
    for (const [overrides, path] of cases) {
      const response = await openTicket(client, overrides);
      expect(response.status, path).toBe(400);
      expect(response.body.code).toBe("validation_failed");
      expect(response.body.errors.map((error: { path: string }) => error.path)).toContain(path);
    }
    expect((await openTicket(client, { subject: "s".repeat(200), message: "m".repeat(10_000) })).status).toBe(201);
  });

  it("lists only the user's own tickets, newest first, with a status filter and keyset pages", async () => {
    const { client } = await signedInUser();
    const other = await signedInUser();
    await openTicket(other.client);
    const ids: string[] = [];
    for (let index = 0; index < 5; index++) ids.push((await openTicket(client, { subject: `Ticket ${index}` })).body.ticketId);
    await db().supportTicket.update({ where: { id: ids[1] }, data: { status: "RESOLVED" } });

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { status: number; body: { items: { ticketId: string }[]; nextCursor: string | null } } = await client.get(
        `/api/support/tickets?limit=2${cursor ? `&cursor=${cursor}` : ""}`,
      );
      expect(page.status).toBe(200);
      expect(page.body.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.items.map((item) => item.ticketId));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...ids].reverse());

    const resolved = await client.get("/api/support/tickets?status=RESOLVED");
    expect(resolved.body.items.map((item: { ticketId: string }) => item.ticketId)).toEqual([ids[1]]);
    expect(resolved.body.items[0]).toMatchObject({ subject: "Ticket 1", status: "RESOLVED", messageCount: 1 });
    expect(resolved.body.nextCursor).toBeNull();

    const bad = await client.get("/api/support/tickets?status=DONE&cursor=nope");
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((error: { path: string }) => error.path).sort()).toEqual(["query.status"]);
    expect((await client.get("/api/support/tickets?cursor=nope")).status).toBe(400);
  });

  it("answers 404 for another user's ticket, exactly as for a missing one", async () => {
    const owner = await signedInUser();
    const ticket = (await openTicket(owner.client)).body;
    const stranger = await signedInUser();
    for (const id of [ticket.ticketId, randomUUID()]) {
      const read = await stranger.client.get(`/api/support/tickets/${id}`);
      expect(read.status).toBe(404);
      expect(read.body.code).toBe("not_found");
      const reply = await stranger.client.post(`/api/support/tickets/${id}/messages`, { message: "Me too" });
      expect(reply.status).toBe(404);
    }
    const stored = await db().ticketMessage.count({ where: { ticketId: ticket.ticketId } });
    expect(stored).toBe(1);
    expect((await owner.client.get(`/api/support/tickets/${ticket.ticketId}`)).status).toBe(200);
  });
});

describe("support tickets (admin)", () => {
  it("is for admins only", async () => {
    const { client } = await signedInUser();
    const adminOnly = operations.filter((operation) => operation.access === "admin" && operation.path.startsWith("/admin/tickets"));
    expect(adminOnly.map((operation) => operation.operationId).sort()).toEqual([
      "adminGetSupportTicket",
      "adminListSupportTickets",
      "adminReplyToSupportTicket",
      "adminSetSupportTicketStatus",
    ]);
    const ticket = (await openTicket(client)).body;
    for (const operation of adminOnly) {
      const path = `/api${operation.path.replace("{ticketId}", ticket.ticketId)}`;
      const response = await client.request(
        operation.method.toUpperCase(),
        path,
        operation.method === "get" ? {} : { body: { status: "CLOSED", message: "hi" } },
      );
      expect(response.status, path).toBe(403);
      expect(response.body.code).toBe("forbidden");
    }
    expect((await db().supportTicket.findUniqueOrThrow({ where: { id: ticket.ticketId } })).status).toBe("OPEN");
  });

  it("lists every user's tickets with filters, search and keyset pages", async () => {
    const tag = randomUUID().slice(0, 8);
    const alice = await signedInUser("Alice");
    const bob = await signedInUser("Bob");
    const a1 = (await openTicket(alice.client, { type: "BILLING", subject: `Invoice ${tag}` })).body;
    const a2 = (await openTicket(alice.client, { type: "BUG", subject: `Crash ${tag}`, message: `Stack trace has needle_${tag} in it` }))
      .body;
    const b1 = (await openTicket(bob.client, { type: "BUG", subject: `Login ${tag}`, message: "100% broken" })).body;
    await db().supportTicket.update({ where: { id: a2.ticketId }, data: { status: "IN_PROGRESS" } });

    const ids = (response: { body: { items: { ticketId: string }[] } }) => response.body.items.map((item) => item.ticketId);
    const all = await admin.get(`/api/admin/tickets?search=${tag}`);
    expect(all.status).toBe(200);
    expect(ids(all)).toEqual([b1.ticketId, a2.ticketId, a1.ticketId]);
    expect(all.body.items[2]).toMatchObject({
      type: "BILLING",
      status: "OPEN",
      subject: `Invoice ${tag}`,
      messageCount: 1,
      user: { userId: alice.account.id, email: alice.account.email, name: "Alice" },
    });

    expect(ids(await admin.get(`/api/admin/tickets?search=${tag}&type=BUG`))).toEqual([b1.ticketId, a2.ticketId]);
    expect(ids(await admin.get(`/api/admin/tickets?search=${tag}&status=IN_PROGRESS`))).toEqual([a2.ticketId]);
    expect(ids(await admin.get(`/api/admin/tickets?search=${tag}&status=OPEN&type=BUG`))).toEqual([b1.ticketId]);
    // Message text, case-insensitively; the author's email; wildcards match literally.
    expect(ids(await admin.get(`/api/admin/tickets?search=NEEDLE_${tag}`))).toEqual([a2.ticketId]);
    expect(ids(await admin.get(`/api/admin/tickets?search=${encodeURIComponent(bob.account.email.toUpperCase())}`))).toEqual([b1.ticketId]);
    expect(ids(await admin.get(`/api/admin/tickets?search=${encodeURIComponent("100%")}`))).toEqual([b1.ticketId]);
    expect(ids(await admin.get(`/api/admin/tickets?search=${encodeURIComponent(`needle%${tag}`)}`))).toEqual([]);

    const first = await admin.get(`/api/admin/tickets?search=${tag}&limit=2`);
    expect(first.body.items).toHaveLength(2);
    const second = await admin.get(`/api/admin/tickets?search=${tag}&limit=2&cursor=${first.body.nextCursor}`);
    expect(ids(second)).toEqual([a1.ticketId]);
    expect(second.body.nextCursor).toBeNull();

    const bad = await admin.get(`/api/admin/tickets?type=NOPE&status=open&limit=101&extra=1`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((error: { path: string }) => error.path).sort()).toEqual([
      "query.extra",
      "query.limit",
      "query.status",
      "query.type",
    ]);
  });

  it("shows a ticket with its author and thread, and 404 for an unknown one", async () => {
    const { client, account } = await signedInUser("Carol");
    const ticket = (await openTicket(client, { message: "First" })).body;
    await client.post(`/api/support/tickets/${ticket.ticketId}/messages`, { message: "Second" });
    const detail = await admin.get(`/api/admin/tickets/${ticket.ticketId}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      ticketId: ticket.ticketId,
      user: { userId: account.id, email: account.email, name: "Carol" },
      messageCount: 2,
      messages: [
        { body: "First", fromAdmin: false, authorId: account.id, authorName: "Carol" },
        { body: "Second", fromAdmin: false, authorId: account.id },
      ],
    });
    expect((await admin.get(`/api/admin/tickets/${randomUUID()}`)).status).toBe(404);
    expect((await admin.patch(`/api/admin/tickets/${randomUUID()}/status`, { status: "CLOSED" })).status).toBe(404);
    expect((await admin.post(`/api/admin/tickets/${randomUUID()}/messages`, { message: "hi" })).status).toBe(404);
  });

  it("records each status change in the audit log, in the same write", async () => {
    const { client } = await signedInUser();
    const ticket = (await openTicket(client)).body;
    const changed = await admin.patch(`/api/admin/tickets/${ticket.ticketId}/status`, { status: "RESOLVED" });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      ticketId: ticket.ticketId,
      status: "RESOLVED",
      messages: [{ body: "My iPad screenshots were refused." }],
    });
    // The same status again changes nothing and records nothing.
    expect((await admin.patch(`/api/admin/tickets/${ticket.ticketId}/status`, { status: "RESOLVED" })).body.status).toBe("RESOLVED");
    const entries = await db().auditLogEntry.findMany({ where: { targetType: "ticket", targetId: ticket.ticketId } });
    expect(entries).toEqual([
      expect.objectContaining({
        actorId: adminAccount.id,
        action: "ticket.status_changed",
        data: { before: { status: "OPEN" }, after: { status: "RESOLVED" } },
      }),
    ]);

    // The audit log names the ticket by its subject.
    const log = await admin.get(`/api/admin/audit-log?targetType=ticket&targetId=${ticket.ticketId}`);
    expect(log.body.items).toEqual([expect.objectContaining({ action: "ticket.status_changed", targetLabel: ticket.subject })]);

    const invalid = await admin.patch(`/api/admin/tickets/${ticket.ticketId}/status`, { status: "ARCHIVED" });
    expect(invalid.status).toBe(400);
    expect((await admin.patch(`/api/admin/tickets/${ticket.ticketId}/status`, {})).status).toBe(400);
    expect(await db().auditLogEntry.count({ where: { targetId: ticket.ticketId } })).toBe(1);
  });
});

describe("ticket lifecycle", () => {
  it("open → admin reply (IN_PROGRESS, email and push) → RESOLVED → user reply reopens → CLOSED → replies refused", async () => {
    const { client, account } = await signedInUser("Dana");
    const device = await subscribe(account.id);
    const ticket = (await openTicket(client, { subject: "Build stuck in processing" })).body;
    expect(ticket.status).toBe("OPEN");

    const reply = await admin.post(`/api/admin/tickets/${ticket.ticketId}/messages`, { message: "We are looking into it.\nHang on." });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ status: "IN_PROGRESS", messageCount: 2 });
    expect(reply.body.messages.at(-1)).toMatchObject({
      fromAdmin: true,
      authorId: adminAccount.id,
      authorName: "Sam from Support",
      body: "We are looking into it.\nHang on.",
    });

    // Queued with the reply, delivered by the background functions.
    const [queued] = await ticketEmails(account.id);
    expect(queued).toMatchObject({ to: account.email, status: "queued", subject: "Re: Build stuck in processing" });
    expect(device.received()).toEqual([]);
    await runJobs();
    const [email] = await ticketEmails(account.id);
    expect(email).toMatchObject({ status: "sent", transport: "outbox", attempts: 1 });
    expect(email!.html).toContain("We are looking into it.");
    expect(email!.html).toContain("Sam from Support");
    expect(email!.html).toContain(`/support/tickets/${ticket.ticketId}`);
    expect(email!.text).toContain("Hang on.");
    expect(device.received()).toEqual([
      {
        title: "New reply: Build stuck in processing",
        body: "We are looking into it. Hang on.",
        url: `/support/tickets/${ticket.ticketId}`,
        tag: `ticket-${ticket.ticketId}`,
      },
    ]);

    // The user sees support's reply; admins' later replies keep IN_PROGRESS.
    const seen = await client.get(`/api/support/tickets/${ticket.ticketId}`);
    expect(seen.body.messages.map((message: { fromAdmin: boolean }) => message.fromAdmin)).toEqual([false, true]);
    expect(seen.body.messages[1]).not.toHaveProperty("authorId");
    expect((await admin.post(`/api/admin/tickets/${ticket.ticketId}/messages`, { message: "Still on it." })).body.status).toBe(
      "IN_PROGRESS",
    );

    expect((await admin.patch(`/api/admin/tickets/${ticket.ticketId}/status`, { status: "RESOLVED" })).body.status).toBe("RESOLVED");
    const reopened = await client.post(`/api/support/tickets/${ticket.ticketId}/messages`, { message: "It happened again." });
    expect(reopened.status).toBe(201);
    expect(reopened.body).toMatchObject({ status: "OPEN", messageCount: 4 });
    expect(reopened.body.messages.at(-1)).toMatchObject({ fromAdmin: false, body: "It happened again." });
    // A user's reply to an OPEN ticket keeps it OPEN.
    expect((await client.post(`/api/support/tickets/${ticket.ticketId}/messages`, { message: "Any news?" })).body.status).toBe("OPEN");

    expect((await admin.patch(`/api/admin/tickets/${ticket.ticketId}/status`, { status: "CLOSED" })).body.status).toBe("CLOSED");
    const refused = await client.post(`/api/support/tickets/${ticket.ticketId}/messages`, { message: "Hello?" });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("ticket_closed");
    const adminRefused = await admin.post(`/api/admin/tickets/${ticket.ticketId}/messages`, { message: "Closing note" });
    expect(adminRefused.status).toBe(409);
    expect(adminRefused.body.code).toBe("ticket_closed");
    const final = await client.get(`/api/support/tickets/${ticket.ticketId}`);
    expect(final.body).toMatchObject({ status: "CLOSED", messageCount: 5 });

    const audit = await db().auditLogEntry.findMany({ where: { targetId: ticket.ticketId }, orderBy: { createdAt: "asc" } });
    expect(audit.map((entry) => entry.data)).toEqual([
      { before: { status: "IN_PROGRESS" }, after: { status: "RESOLVED" } },
      { before: { status: "OPEN" }, after: { status: "CLOSED" } },
    ]);

    // Two admin replies were made: two emails and two pushes, each once.
    await runJobs();
    expect((await ticketEmails(account.id)).map((row) => row.status)).toEqual(["sent", "sent"]);
    expect(device.received()).toHaveLength(2);
  });

  it("respects the author's preferences: ticket_reply email off still pushes, and other kinds stay on", async () => {
    const { client, account } = await signedInUser();
    const device = await subscribe(account.id);
    const off = await client.patch("/api/notifications/preferences", { kind: "ticket_reply", email: false });
    expect(off.status).toBe(200);
    const ticket = (await openTicket(client)).body;
    await admin.post(`/api/admin/tickets/${ticket.ticketId}/messages`, { message: "Answer one" });
    await runJobs();
    expect(await ticketEmails(account.id)).toEqual([]);
    expect(device.received().map((message) => message.body)).toEqual(["Answer one"]);

    await client.patch("/api/notifications/preferences", { kind: "ticket_reply", email: true, push: false });
    await admin.post(`/api/admin/tickets/${ticket.ticketId}/messages`, { message: "Answer two" });
    await runJobs();
    expect((await ticketEmails(account.id)).map((row) => row.status)).toEqual(["sent"]);
    expect(device.received()).toHaveLength(1);
    // The welcome email (another kind) was sent regardless.
    expect(await db().emailMessage.count({ where: { userId: account.id, template: "welcome", status: "sent" } })).toBe(1);
  });

  it("fits a long subject and message into the email instead of failing the reply", async () => {
    const { client, account } = await signedInUser();
    const ticket = (await openTicket(client, { subject: "S".repeat(200) })).body;
    const response = await admin.post(`/api/admin/tickets/${ticket.ticketId}/messages`, { message: `${"word ".repeat(1999)}\u0007end` });
    expect(response.status).toBe(400);
    const long = await admin.post(`/api/admin/tickets/${ticket.ticketId}/messages`, { message: "word ".repeat(1999) });
    expect(long.status).toBe(201);
    await runJobs();
    const [email] = await ticketEmails(account.id);
    expect(email).toMatchObject({ status: "sent" });
    expect(email!.subject).toBe(`Re: ${"S".repeat(149)}…`);
  });

  it("notifies without the direction controls of a subject written before the API refused them", async () => {
    const { client, account } = await signedInUser();
    const device = await subscribe(account.id);
    const ticket = (await openTicket(client, { subject: "Invoice" })).body;
    // "Invoice \u202Efdp.exe" shows as "Invoice exe.pdf".
    await db().supportTicket.update({ where: { id: ticket.ticketId }, data: { subject: "Invoice \u202Efdp.exe\u2066" } });
    const reply = await admin.post(`/api/admin/tickets/${ticket.ticketId}/messages`, { message: "See \u2067attached\u2069." });
    expect(reply.status).toBe(201);
    await runJobs();
    const [email] = await ticketEmails(account.id);
    expect(email).toMatchObject({ status: "sent", subject: "Re: Invoice fdp.exe" });
    expect(device.received()).toEqual([
      {
        title: "New reply: Invoice fdp.exe",
        body: "See attached.",
        url: `/support/tickets/${ticket.ticketId}`,
        tag: `ticket-${ticket.ticketId}`,
      },
    ]);
  });
});
