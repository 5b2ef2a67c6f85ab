import { randomUUID } from "node:crypto";

import { describe, expect, it } from "vitest";

import { formatInstant } from "@/emails/components/format";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { emailCount, emailedLink } from "@/test/account-emails";
import { runJobs } from "@/test/synced-app";
import { useApi } from "@/test/use-api";

process.env.ADMIN_EMAILS = "ops@example.test";
process.env.AUTH_RATE_LIMIT_PER_MINUTE = "1000";

const api = useApi();
const address = () => `person-${randomUUID()}@example.com`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function withToken(scope: "read" | "read_write" | "admin" = "read_write", expiresInDays: number | null = 30) {
  const client = api.client();
  const user = await client.registerAndSignIn({ email: address() });
  // A token that never expires needs the password; one with an expiry does not.
  const password = expiresInDays === null ? { currentPassword: user.password } : {};
  const created = await client.post("/api/account/tokens", { name: "CI release job", scope, expiresInDays, ...password });
  expect(created.status).toBe(201);
  return { client, user, created: created.body, token: created.body.token as string };
}

/** A client without cookies: what a script sends. */
const script = (token: string) => ({
  get: (path: string) => api.client().get(path, bearer(token)),
  write: (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    api.client().request(method, path, { body, headers: { ...bearer(token), ...headers } }),
});

describe("personal access tokens", () => {
  it("is shown once with a recognisable prefix, stored only as a hash, and listed without its secret", async () => {
    const { client, token, created, user } = await withToken();
    expect(token).toMatch(/^aps_pat_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({ name: "CI release job", scope: "read_write", hint: `aps_pat_…${token.slice(-4)}`, lastUsedAt: null });

    const rows = await db().personalAccessToken.findMany({ where: { userId: user.id } });
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(JSON.stringify(rows)).not.toContain(token.slice("aps_pat_".length, -4));

    const listed = await client.get("/api/account/tokens");
    expect(listed.body.items).toHaveLength(1);
    expect(JSON.stringify(listed.body)).not.toContain(token);
    expect(listed.body.items[0]).not.toHaveProperty("token");
  });

  it("authenticates `Authorization: Bearer` as its user, without cookies or CSRF rules, and records its last use", async () => {
    const { token, user, created } = await withToken();
    const apps = await script(token).get("/api/apps");
    expect(apps.status).toBe(200);
    const me = await script(token).get("/api/account");
    expect(me.body).toMatchObject({ id: user.id, email: user.email });
    // A write from anywhere: the CSRF guard is for cookies, which a script does not send.
    const renamed = await script(token).write("PATCH", "/api/account", { name: "Script" }, { origin: "https://elsewhere.example" });
    expect(renamed.status).toBe(200);
    const row = await db().personalAccessToken.findUniqueOrThrow({ where: { id: created.id } });
    expect(row.lastUsedAt).not.toBeNull();
  });

  it("refuses writes with a read token (403 insufficient_scope) and changes nothing", async () => {
    const { token, user } = await withToken("read");
    expect((await script(token).get("/api/apps")).status).toBe(200);
    const response = await script(token).write("PATCH", "/api/account", { name: "Changed" });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe("insufficient_scope");
    expect((await db().user.findUniqueOrThrow({ where: { id: user.id } })).name).toBe("Test User");
  });

  it("cannot manage the account's credentials, whatever its scope", async () => {
    const { token } = await withToken("read_write");
    for (const [method, path, body] of [
      ["POST", "/api/account/tokens", { name: "more", scope: "read_write", expiresInDays: null }],
      ["GET", "/api/account/tokens", undefined],
      ["POST", "/api/account/password", { currentPassword: "a long enough password", newPassword: "violet tugboat murmurs quietly" }],
      ["DELETE", "/api/account", { confirmEmail: "x@example.com" }],
    ] as const) {
      const response = await script(token).write(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(response.body.code).toBe("insufficient_scope");
    }
  });

  it("never reaches admin operations unless an admin created it with the admin scope", async () => {
    const plain = await withToken("read_write");
    const refused = await plain.client.post("/api/account/tokens", { name: "admin", scope: "admin", expiresInDays: 1 });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("forbidden");
    expect((await script(plain.token).get("/api/admin/users")).status).toBe(403);

    const admin = api.client();
    const adminUser = await admin.registerAndSignIn({ email: "ops@example.test" });
    const { token: link } = await emailedLink(adminUser.email, "verify-email");
    await api.client().post("/api/auth/verify-email", { token: link });
    const readWrite = (await admin.post("/api/account/tokens", { name: "rw", scope: "read_write", expiresInDays: 1 })).body.token;
    const adminScope = (await admin.post("/api/account/tokens", { name: "ops", scope: "admin", expiresInDays: 1 })).body.token;
    const narrow = await script(readWrite).get("/api/admin/users");
    expect(narrow.status).toBe(403);
    expect(narrow.body.code).toBe("insufficient_scope");
    expect((await script(adminScope).get("/api/admin/users")).status).toBe(200);

    // Demoted: the admin token no longer reaches admin operations.
    await db().user.update({ where: { id: adminUser.id }, data: { role: "user" } });
    expect((await script(adminScope).get("/api/admin/users")).status).toBe(403);
  });

  it("stops working at once when revoked, and answers 404 to revoking another account's token", async () => {
    const { client, token, created } = await withToken();
    const stranger = api.client();
    await stranger.registerAndSignIn({ email: address() });
    expect((await stranger.delete(`/api/account/tokens/${created.id}`)).status).toBe(404);
    expect((await script(token).get("/api/apps")).status).toBe(200);
    expect((await client.delete(`/api/account/tokens/${created.id}`)).status).toBe(204);
    const response = await script(token).get("/api/apps");
    expect(response.status).toBe(401);
    expect(response.body.code).toBe("unauthenticated");
  });

  it("is refused when its owner is banned, when expired, and when malformed or unknown", async () => {
    const banned = await withToken();
    await db().user.update({ where: { id: banned.user.id }, data: { banned: true, banReason: "abuse" } });
    expect((await script(banned.token).get("/api/apps")).status).toBe(401);

    const expired = await withToken("read", 1);
    await db().personalAccessToken.update({ where: { id: expired.created.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await script(expired.token).get("/api/apps")).status).toBe(401);

    expect((await script(`aps_pat_${"A".repeat(43)}`).get("/api/apps")).status).toBe(401);
    expect((await script("garbage").get("/api/apps")).status).toBe(401);
    expect((await api.client().get("/api/apps", { authorization: "Basic dXNlcjpwYXNz" })).status).toBe(401);
  });

  it("never expires when created without an expiry, and validates its input", async () => {
    const { created } = await withToken("read", null);
    expect(created.expiresAt).toBeNull();
    const client = api.client();
    await client.registerAndSignIn({ email: address() });
    const bad = await client.post("/api/account/tokens", { name: "", scope: "everything", expiresInDays: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((error: { path: string }) => error.path).sort()).toEqual(["body.expiresInDays", "body.name", "body.scope"]);
  });
});

describe("a token's lifecycle", () => {
  const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0";

  it("emails the owner when a token is created: its name, permission, expiry, when, from where, and how to revoke it", async () => {
    const client = api.client();
    const user = await client.registerAndSignIn({ email: address() });
    const created = await client.request("POST", "/api/account/tokens", {
      body: { name: "Release script", scope: "read_write", expiresInDays: 30 },
      headers: { "user-agent": FIREFOX },
    });
    expect(created.status).toBe(201);
    // Queued with the token row, in its transaction.
    expect(await emailCount(user.email, "access-token-created")).toBe(1);

    await runJobs();
    const email = await db().emailMessage.findFirstOrThrow({ where: { to: user.email, template: "access-token-created" } });
    expect(email.userId).toBe(user.id);
    expect(email.subject).toContain("Release script");
    const session = await db().session.findFirstOrThrow({ where: { userId: user.id } });
    for (const expected of [
      "Release script",
      "Read and write",
      formatInstant(created.body.expiresAt),
      formatInstant(created.body.createdAt),
      "Firefox on Windows",
      session.ipAddress!,
      `${env().APP_URL}/settings/account`,
    ]) {
      expect(email.text, expected).toContain(expected);
    }
    // Never the secret, nor its hint's hidden part.
    expect(email.text).not.toContain(created.body.token);
    expect(email.html).not.toContain(created.body.token);
  });

  it("needs the current password for a token that never expires, and not for one that does", async () => {
    const client = api.client();
    const user = await client.registerAndSignIn({ email: address() });
    const forever = { name: "Forever", scope: "read_write", expiresInDays: null };

    const missing = await client.post("/api/account/tokens", forever);
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe("validation_failed");
    expect(missing.body.errors).toEqual([{ path: "body.currentPassword", message: expect.any(String) }]);

    const wrong = await client.post("/api/account/tokens", { ...forever, currentPassword: "not my password" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe("wrong_password");
    expect(wrong.body.errors).toEqual([{ path: "body.currentPassword", message: expect.any(String) }]);
    // Refused: no token, no email.
    expect(await db().personalAccessToken.count({ where: { userId: user.id } })).toBe(0);
    expect(await emailCount(user.email, "access-token-created")).toBe(0);

    const granted = await client.post("/api/account/tokens", { ...forever, currentPassword: user.password });
    expect(granted.status).toBe(201);
    expect(granted.body.expiresAt).toBeNull();
    const dated = await client.post("/api/account/tokens", { name: "Monthly", scope: "read_write", expiresInDays: 30 });
    expect(dated.status).toBe(201);
    expect(await emailCount(user.email, "access-token-created")).toBe(2);
  });
});
