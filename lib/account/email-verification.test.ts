import { randomUUID } from "node:crypto";

import { describe, expect, it } from "vitest";

import { db } from "@/lib/db/client";
import { emailCount, emailedLink } from "@/test/account-emails";
import { useApi } from "@/test/use-api";

process.env.ADMIN_EMAILS = "root@example.test";
process.env.AUTH_RATE_LIMIT_PER_MINUTE = "1000";

const api = useApi();
const address = () => `person-${randomUUID()}@example.com`;

describe("email verification", () => {
  it("registration emails a single-use link; the account works unconfirmed and is confirmed by the link", async () => {
    const client = api.client();
    const user = await client.registerAndSignIn({ email: address() });
    expect(user.emailVerified).toBe(false);
    expect((await client.get("/api/account")).body).toMatchObject({ email: user.email, emailVerified: false });
    expect((await client.get("/api/apps")).status).toBe(200);

    const { token, url } = await emailedLink(user.email, "verify-email");
    expect(url.pathname).toBe("/verify-email");
    // Only the hash is stored.
    const stored = await db().accountToken.findMany({ where: { userId: user.id } });
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);

    const confirmed = await api.client().post("/api/auth/verify-email", { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ email: user.email, changed: false });
    expect((await client.get("/api/account")).body.emailVerified).toBe(true);
    expect((await client.get("/api/auth/session")).body.user.emailVerified).toBe(true);
  });

  it("refuses a reused link with 409 token_used", async () => {
    const user = await api.client().registerAndSignIn({ email: address() });
    const { token } = await emailedLink(user.email, "verify-email");
    expect((await api.client().post("/api/auth/verify-email", { token })).status).toBe(200);
    const again = await api.client().post("/api/auth/verify-email", { token });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("token_used");
  });

  it("refuses an expired link with 410 token_expired, and leaves the account unconfirmed", async () => {
    const user = await api.client().registerAndSignIn({ email: address() });
    const { token } = await emailedLink(user.email, "verify-email");
    await db().accountToken.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const response = await api.client().post("/api/auth/verify-email", { token });
    expect(response.status).toBe(410);
    expect(response.body.code).toBe("token_expired");
    expect((await db().user.findUniqueOrThrow({ where: { id: user.id } })).emailVerifiedAt).toBeNull();
  });

  it("refuses an unknown link with 400 token_invalid", async () => {
    const response = await api.client().post("/api/auth/verify-email", { token: "not-a-real-token" });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe("token_invalid");
  });

  it("resend sends a new link and the previous one stops working; a confirmed account gets 409 already_verified", async () => {
    const client = api.client();
    const user = await client.registerAndSignIn({ email: address() });
    const first = await emailedLink(user.email, "verify-email");
    expect((await client.post("/api/account/verification-email")).status).toBe(202);
    const second = await emailedLink(user.email, "verify-email");
    expect(second.token).not.toBe(first.token);
    expect((await api.client().post("/api/auth/verify-email", { token: first.token })).body.code).toBe("token_invalid");
    expect((await api.client().post("/api/auth/verify-email", { token: second.token })).status).toBe(200);
    const again = await client.post("/api/account/verification-email");
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("already_verified");
  });
});

describe("ADMIN_EMAILS", () => {
  it("grants admin only once the listed address is confirmed, with an audit entry", async () => {
    const client = api.client();
    const registered = await client.post("/api/auth/register", { email: "Root@Example.TEST", password: "a long enough password" });
    expect(registered.status).toBe(201);
    expect(registered.body).toMatchObject({ email: "root@example.test", role: "user", emailVerified: false });
    await client.signIn("root@example.test", "a long enough password");
    expect((await client.get("/api/admin/users")).status).toBe(403);

    const { token } = await emailedLink("root@example.test", "verify-email");
    expect((await api.client().post("/api/auth/verify-email", { token })).status).toBe(200);
    expect((await client.get("/api/account")).body.role).toBe("admin");
    expect((await client.get("/api/admin/users")).status).toBe(200);
    const audit = await db().auditLogEntry.findFirstOrThrow({ where: { targetId: registered.body.id, action: "user.role_changed" } });
    expect(audit.data).toMatchObject({ after: { role: "admin" } });
  });

  it("never grants admin to an address that is not listed", async () => {
    const client = api.client();
    const user = await client.registerAndSignIn({ email: address() });
    const { token } = await emailedLink(user.email, "verify-email");
    await api.client().post("/api/auth/verify-email", { token });
    expect((await client.get("/api/account")).body.role).toBe("user");
    expect(await emailCount(user.email, "verify-email")).toBe(1);
  });
});
