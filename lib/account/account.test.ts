import { randomUUID } from "node:crypto";

import { describe, expect, it } from "vitest";

import { db } from "@/lib/db/client";
import { emailCount, emailedLink } from "@/test/account-emails";
import { useApi } from "@/test/use-api";
import { personalTeamOf } from "@/test/personal-team";
import { teamKeyOf } from "@/test/team-key";

process.env.ADMIN_EMAILS = "boss@example.test";
process.env.AUTH_RATE_LIMIT_PER_MINUTE = "1000";

const api = useApi();
const address = () => `person-${randomUUID()}@example.com`;

let admin: Promise<{ client: ReturnType<typeof api.client>; user: { id: string; email: string } }> | undefined;
/** The file's one admin (ADMIN_EMAILS, confirmed), created on first use. */
const confirmedAdmin = () => (admin ??= makeAdmin());

async function makeAdmin() {
  const client = api.client();
  const user = await client.registerAndSignIn({ email: "boss@example.test" });
  const { token } = await emailedLink(user.email, "verify-email");
  await api.client().post("/api/auth/verify-email", { token });
  return { client, user };
}

describe("account", () => {
  it("reads and renames the account", async () => {
    const client = api.client();
    const user = await client.registerAndSignIn({ email: address(), name: "Ada" });
    expect((await client.get("/api/account")).body).toEqual({
      id: user.id,
      email: user.email,
      name: "Ada",
      role: "user",
      emailVerified: false,
      pendingEmail: null,
      createdAt: expect.any(String),
    });
    expect((await client.patch("/api/account", { name: "  Ada Lovelace " })).body.name).toBe("Ada Lovelace");
    expect((await client.patch("/api/account", { name: "" })).body.name).toBeNull();
  });
});

describe("email change", () => {
  it("asks for the password, changes nothing until the new address confirms, then tells the old one", async () => {
    const client = api.client();
    const user = await client.registerAndSignIn({ email: address() });
    const newEmail = address();
    const wrong = await client.post("/api/account/email", { newEmail, password: "not the password" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe("wrong_password");

    const requested = await client.post("/api/account/email", { newEmail: newEmail.toUpperCase(), password: user.password });
    expect(requested.status).toBe(202);
    expect(requested.body).toEqual({ pendingEmail: newEmail });
    expect((await client.get("/api/account")).body).toMatchObject({ email: user.email, pendingEmail: newEmail });
    expect((await api.client().signIn(newEmail, user.password)).status).toBe(401);

    const { token } = await emailedLink(newEmail, "verify-email");
    const confirmed = await api.client().post("/api/auth/verify-email", { token });
    expect(confirmed.body).toEqual({ email: newEmail, changed: true });
    expect((await client.get("/api/account")).body).toMatchObject({ email: newEmail, emailVerified: true, pendingEmail: null });
    expect(await emailCount(user.email, "email-changed")).toBe(1);
    expect((await api.client().signIn(newEmail, user.password)).status).toBe(302);
    expect((await api.client().signIn(user.email, user.password)).status).toBe(401);
  });

  it("refuses an address another account has, and a link whose address was taken meanwhile", async () => {
    const client = api.client();
    const user = await client.registerAndSignIn({ email: address() });
    const other = await api.client().registerAndSignIn({ email: address() });
    const taken = await client.post("/api/account/email", { newEmail: other.email, password: user.password });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe("email_taken");

    const wanted = address();
    await client.post("/api/account/email", { newEmail: wanted, password: user.password });
    const { token } = await emailedLink(wanted, "verify-email");
    await api.client().registerAndSignIn({ email: wanted });
    const late = await api.client().post("/api/auth/verify-email", { token });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe("email_taken");
    expect((await client.get("/api/account")).body.email).toBe(user.email);
  });
});

describe("sessions", () => {
  it("lists the sessions, marks this one, and signs out everywhere else", async () => {
    const client = api.client();
    const user = await client.registerAndSignIn({ email: address() });
    const laptop = api.client();
    await laptop.signIn(user.email, user.password);
    const listed = await client.get("/api/account/sessions");
    expect(listed.body.items).toHaveLength(2);
    expect(listed.body.items.filter((session: { current: boolean }) => session.current)).toHaveLength(1);

    const ended = await client.delete("/api/account/sessions");
    expect(ended.body).toEqual({ endedSessions: 1, revokedTokens: 0 });
    expect((await laptop.get("/api/account")).status).toBe(401);
    expect((await client.get("/api/account/sessions")).body.items).toHaveLength(1);
  });

  it("signing out everywhere else also revokes every access token when asked (revokeTokens), and only then", async () => {
    const client = api.client();
    const user = await client.registerAndSignIn({ email: address() });
    const newToken = async (name: string) =>
      (await client.post("/api/account/tokens", { name, scope: "read_write", expiresInDays: 30 })).body.token as string;
    const stillWorks = async (token: string) => (await api.client().get("/api/apps", { authorization: `Bearer ${token}` })).status;
    const ci = await newToken("CI");
    const stranger = api.client();
    await stranger.registerAndSignIn({ email: address() });
    const strangers = (await stranger.post("/api/account/tokens", { name: "theirs", scope: "read", expiresInDays: 30 })).body.token;

    // Without the choice the tokens stay: a script is not a signed-in device.
    const kept = await client.request("DELETE", "/api/account/sessions", { body: { revokeTokens: false } });
    expect(kept.body).toEqual({ endedSessions: 0, revokedTokens: 0 });
    expect(await stillWorks(ci)).toBe(200);

    const laptop = api.client();
    await laptop.signIn(user.email, user.password);
    const script = await newToken("Nightly");
    const ended = await client.request("DELETE", "/api/account/sessions", { body: { revokeTokens: true } });
    expect(ended.status).toBe(200);
    expect(ended.body).toEqual({ endedSessions: 1, revokedTokens: 2 });
    expect(await stillWorks(ci)).toBe(401);
    expect(await stillWorks(script)).toBe(401);
    expect((await laptop.get("/api/account")).status).toBe(401);
    expect((await client.get("/api/account")).status).toBe(200);
    expect(await stillWorks(strangers)).toBe(200);

    const bad = await client.request("DELETE", "/api/account/sessions", { body: { revokeTokens: "yes" } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((error: { path: string }) => error.path)).toEqual(["body.revokeTokens"]);
  });

  it("ends one session, and answers 404 for another account's", async () => {
    const client = api.client();
    const user = await client.registerAndSignIn({ email: address() });
    const phone = api.client();
    await phone.signIn(user.email, user.password);
    const stranger = api.client();
    await stranger.registerAndSignIn({ email: address() });
    const phoneSession = (await client.get("/api/account/sessions")).body.items.find((session: { current: boolean }) => !session.current);
    expect((await stranger.delete(`/api/account/sessions/${phoneSession.id}`)).status).toBe(404);
    expect((await phone.get("/api/account")).status).toBe(200);
    expect((await client.delete(`/api/account/sessions/${phoneSession.id}`)).status).toBe(204);
    expect((await phone.get("/api/account")).status).toBe(401);
  });
});

describe("account deletion", () => {
  it("needs the email typed exactly, and deletes nothing otherwise", async () => {
    const client = api.client();
    const user = await client.registerAndSignIn({ email: address() });
    const response = await client.request("DELETE", "/api/account", { body: { confirmEmail: "someone@else.example" } });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe("confirmation_mismatch");
    expect(await db().user.count({ where: { id: user.id } })).toBe(1);
  });

  it("removes apps, subscriptions, sessions and tokens, keeps tickets for admins, and writes an audit entry", async () => {
    const admin = await confirmedAdmin();
    const client = api.client();
    const user = await client.registerAndSignIn({ email: address() });
    const app = await db().app.create({
      data: {
        teamId: await personalTeamOf(user.id),
        userId: user.id,
        storeId: "6449000099",
        name: "Doomed",
        credentialId: await teamKeyOf(await personalTeamOf(user.id)),
        vendorNumber: "89000001",
      },
    });
    await db().pushSubscription.create({ data: { userId: user.id, endpoint: "https://push.example/1", p256dh: "k", auth: "a" } });
    const token = await client.post("/api/account/tokens", { name: "CI", scope: "read", expiresInDays: 30 });
    const ticket = await client.post("/api/support/tickets", { type: "QUESTION", subject: "Before I go", message: "A question." });
    expect(ticket.status).toBe(201);

    const deleted = await client.request("DELETE", "/api/account", { body: { confirmEmail: user.email.toUpperCase() } });
    expect(deleted.status).toBe(204);
    expect(await db().user.count({ where: { id: user.id } })).toBe(0);
    expect(await db().app.count({ where: { id: app.id } })).toBe(0);
    expect(await db().pushSubscription.count({ where: { userId: user.id } })).toBe(0);
    expect(await db().session.count({ where: { userId: user.id } })).toBe(0);
    expect(await db().personalAccessToken.count({ where: { userId: user.id } })).toBe(0);
    expect((await client.get("/api/account")).status).toBe(401);
    expect((await api.client().get("/api/apps", { authorization: `Bearer ${token.body.token}` })).status).toBe(401);

    const seen = await admin.client.get(`/api/admin/tickets/${ticket.body.ticketId}`);
    expect(seen.status).toBe(200);
    expect(seen.body.user).toBeNull();
    expect(seen.body.messages[0].body).toBe("A question.");

    const audit = await db().auditLogEntry.findFirstOrThrow({ where: { targetId: user.id, action: "user.deleted" } });
    expect(audit.data).toMatchObject({ before: { email: user.email, apps: 1 } });
  });

  it("refuses to delete the last admin with 409 last_admin", async () => {
    const admin = await confirmedAdmin();
    const response = await admin.client.request("DELETE", "/api/account", { body: { confirmEmail: admin.user.email } });
    expect(response.status).toBe(409);
    expect(response.body.code).toBe("last_admin");
    expect(await db().user.count({ where: { id: admin.user.id } })).toBe(1);
  });
});
