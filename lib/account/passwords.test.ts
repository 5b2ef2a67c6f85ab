import { randomUUID } from "node:crypto";

import { describe, expect, it } from "vitest";

import { db } from "@/lib/db/client";
import { emailCount, emailedLink } from "@/test/account-emails";
import { runJobs } from "@/test/synced-app";
import { useApi } from "@/test/use-api";

process.env.AUTH_RATE_LIMIT_PER_MINUTE = "1000";
process.env.ACCOUNT_EMAILS_PER_HOUR = "3";

const api = useApi();
const address = () => `person-${randomUUID()}@example.com`;
const NEW_PASSWORD = "violet tugboat murmurs quietly";

describe("forgot password", () => {
  it("answers the same for an address with an account and one without, and emails only the account", async () => {
    const user = await api.client().registerAndSignIn({ email: address() });
    const stranger = address();
    const known = await api.client().post("/api/auth/forgot-password", { email: user.email.toUpperCase() });
    const unknown = await api.client().post("/api/auth/forgot-password", { email: stranger });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(known.body).toEqual(unknown.body);
    // The request itself does the same for both (it records the request; the lookup is in the
    // background), so neither the answer nor its timing tells the two apart.
    const requests = await db().jobEvent.findMany({ where: { name: "account/password-reset.requested" } });
    expect(requests.map((event) => (event.data as { email: string }).email)).toEqual(expect.arrayContaining([user.email, stranger]));
    await runJobs();
    expect(await emailCount(user.email, "reset-password")).toBe(1);
    expect(await emailCount(stranger, "reset-password")).toBe(0);
  });

  it("sends at most ACCOUNT_EMAILS_PER_HOUR links per address, answering the same beyond it", async () => {
    const user = await api.client().registerAndSignIn({ email: address() });
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await api.client().post("/api/auth/forgot-password", { email: user.email })).status).toBe(202);
    }
    await runJobs();
    expect(await emailCount(user.email, "reset-password")).toBe(3);
  });

  it("resets the password with the emailed link, ends every session, and the link works once", async () => {
    const signedIn = api.client();
    const user = await signedIn.registerAndSignIn({ email: address() });
    const elsewhere = api.client();
    await elsewhere.signIn(user.email, user.password);
    expect((await elsewhere.get("/api/account")).status).toBe(200);

    await api.client().post("/api/auth/forgot-password", { email: user.email });
    const { token, url } = await emailedLink(user.email, "reset-password");
    expect(url.pathname).toBe("/reset-password");
    expect(JSON.stringify(await db().accountToken.findMany({ where: { userId: user.id } }))).not.toContain(token);

    const reset = await api.client().post("/api/auth/reset-password", { token, password: NEW_PASSWORD });
    expect(reset.status).toBe(204);
    expect((await signedIn.get("/api/account")).status).toBe(401);
    expect((await elsewhere.get("/api/account")).status).toBe(401);
    expect((await api.client().signIn(user.email, user.password)).status).toBe(401);
    expect((await api.client().signIn(user.email, NEW_PASSWORD)).status).toBe(302);
    // The link reached the inbox: the address counts as confirmed.
    expect((await db().user.findUniqueOrThrow({ where: { id: user.id } })).emailVerifiedAt).not.toBeNull();

    const again = await api.client().post("/api/auth/reset-password", { token, password: "another fine passphrase here" });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("token_used");
    expect((await api.client().signIn(user.email, NEW_PASSWORD)).status).toBe(302);
  });

  it("revokes every access token of the account when the password is reset, and says so in the email", async () => {
    const client = api.client();
    const user = await client.registerAndSignIn({ email: address() });
    const tokens = await Promise.all(
      [
        { name: "CI", scope: "read_write", expiresInDays: 30 },
        { name: "Deploy", scope: "read", expiresInDays: 366 },
      ].map(async (input) => (await client.post("/api/account/tokens", input)).body.token as string),
    );
    const stranger = api.client();
    await stranger.registerAndSignIn({ email: address() });
    const strangers = (await stranger.post("/api/account/tokens", { name: "theirs", scope: "read", expiresInDays: 30 })).body.token;
    const status = async (token: string) => (await api.client().get("/api/apps", { authorization: `Bearer ${token}` })).status;
    for (const token of tokens) expect(await status(token)).toBe(200);

    await api.client().post("/api/auth/forgot-password", { email: user.email });
    const { token } = await emailedLink(user.email, "reset-password");
    expect((await api.client().post("/api/auth/reset-password", { token, password: NEW_PASSWORD })).status).toBe(204);

    for (const token of tokens) expect(await status(token)).toBe(401);
    expect(await db().personalAccessToken.count({ where: { userId: user.id } })).toBe(0);
    expect(await status(strangers)).toBe(200);
    // The link's email said what the reset does.
    const email = await db().emailMessage.findFirstOrThrow({ where: { to: user.email, template: "reset-password" } });
    expect(email.text).toMatch(/access tokens? (is|are) revoked/);
  });

  it("refuses a weak password without spending the link, and an expired link with 410", async () => {
    const user = await api.client().registerAndSignIn({ email: address() });
    await api.client().post("/api/auth/forgot-password", { email: user.email });
    const { token } = await emailedLink(user.email, "reset-password");
    const weak = await api.client().post("/api/auth/reset-password", { token, password: "password123" });
    expect(weak.status).toBe(400);
    expect(weak.body.code).toBe("validation_failed");
    await db().accountToken.updateMany({
      where: { userId: user.id, purpose: "reset_password" },
      data: { expiresAt: new Date(Date.now() - 1) },
    });
    const expired = await api.client().post("/api/auth/reset-password", { token, password: NEW_PASSWORD });
    expect(expired.status).toBe(410);
    expect(expired.body.code).toBe("token_expired");
    expect((await api.client().signIn(user.email, user.password)).status).toBe(302);
  });

  it("does not accept a confirmation link as a reset link", async () => {
    const user = await api.client().registerAndSignIn({ email: address() });
    const { token } = await emailedLink(user.email, "verify-email");
    const response = await api.client().post("/api/auth/reset-password", { token, password: NEW_PASSWORD });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe("token_invalid");
  });
});

describe("password change", () => {
  it("needs the current password", async () => {
    const client = api.client();
    await client.registerAndSignIn({ email: address() });
    const response = await client.post("/api/account/password", { currentPassword: "not my password", newPassword: NEW_PASSWORD });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe("wrong_password");
    expect(response.body.errors).toEqual([{ path: "body.currentPassword", message: expect.any(String) }]);
  });

  it("changes the password and ends every other session, keeping this one", async () => {
    const client = api.client();
    const user = await client.registerAndSignIn({ email: address() });
    const other = api.client();
    await other.signIn(user.email, user.password);
    const response = await client.post("/api/account/password", { currentPassword: user.password, newPassword: NEW_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ endedSessions: 1, revokedTokens: 0 });
    expect((await client.get("/api/account")).status).toBe(200);
    expect((await other.get("/api/account")).status).toBe(401);
    expect((await api.client().signIn(user.email, user.password)).status).toBe(401);
    expect((await api.client().signIn(user.email, NEW_PASSWORD)).status).toBe(302);
  });

  it("revokes every access token too when asked (revokeTokens), and keeps them otherwise", async () => {
    const client = api.client();
    const user = await client.registerAndSignIn({ email: address() });
    const newToken = async () =>
      (await client.post("/api/account/tokens", { name: "CI", scope: "read_write", expiresInDays: 30 })).body.token as string;
    const status = async (token: string) => (await api.client().get("/api/apps", { authorization: `Bearer ${token}` })).status;
    const first = await newToken();

    const kept = await client.post("/api/account/password", { currentPassword: user.password, newPassword: NEW_PASSWORD });
    expect(kept.body).toEqual({ endedSessions: 0, revokedTokens: 0 });
    expect(await status(first)).toBe(200);

    const second = await newToken();
    const wrong = await client.post("/api/account/password", {
      currentPassword: "not my password",
      newPassword: "another fine passphrase here",
      revokeTokens: true,
    });
    expect(wrong.status).toBe(400);
    expect(await status(second)).toBe(200);

    const revoked = await client.post("/api/account/password", {
      currentPassword: NEW_PASSWORD,
      newPassword: "another fine passphrase here",
      revokeTokens: true,
    });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({ endedSessions: 0, revokedTokens: 2 });
    expect(await status(first)).toBe(401);
    expect(await status(second)).toBe(401);
    expect((await client.get("/api/account")).status).toBe(200);
  });
});
