import { randomUUID } from "node:crypto";

import { describe, expect, it } from "vitest";

import { encodeSessionJwt } from "@/lib/auth/session-jwt";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { ApiClient } from "@/test/api-client";
import { useApi } from "@/test/use-api";

// Sessions: one identity across every re-issued copy of the cookie, ended everywhere at once.
const api = useApi();
const COOKIE = "next-auth.session-token";

function replay(cookie: string): ApiClient {
  const client = api.client();
  client.setCookie(COOKIE, cookie);
  return client;
}

describe("a session keeps one identity across cookie rotations", () => {
  it("refuses a cookie copied at sign-in after sign-out, even when the session was re-issued in between", async () => {
    const client = api.client();
    await client.registerAndSignIn();
    const copiedAtSignIn = client.cookie(COOKIE)!;

    // Reading the session re-issues the cookie (next-auth rotates its jti on every read).
    const read = await client.get("/api/auth/session");
    expect(read.status).toBe(200);
    const rotated = client.cookie(COOKIE)!;
    expect(rotated).not.toBe(copiedAtSignIn);
    expect((await replay(copiedAtSignIn).get("/api/apps")).status).toBe(200);

    expect((await client.signOut()).status).toBe(302);
    for (const copy of [copiedAtSignIn, rotated]) {
      const response = await replay(copy).get("/api/apps");
      expect(response.status).toBe(401);
      expect(response.body.code).toBe("unauthenticated");
      // …and it does not renew itself either: reading the session ends it.
      const session = await replay(copy).get("/api/auth/session");
      expect(session.body).toEqual({});
    }
  });

  it("ends every copy when the oldest copy signs out", async () => {
    const client = api.client();
    await client.registerAndSignIn();
    const first = client.cookie(COOKIE)!;
    await client.get("/api/auth/session");
    const rotated = client.cookie(COOKIE)!;

    expect((await replay(first).signOut()).status).toBe(302);
    expect((await replay(rotated).get("/api/apps")).status).toBe(401);
  });

  it("keeps other sessions of the same account when one signs out", async () => {
    const laptop = api.client();
    const user = await laptop.registerAndSignIn();
    const phone = api.client();
    expect((await phone.signIn(user.email, user.password)).status).toBe(302);
    await laptop.signOut();
    expect((await phone.get("/api/apps")).status).toBe(200);
    expect(await db().session.count({ where: { userId: user.id } })).toBe(1);
  });

  it("records where a session was started, and never trusts a cookie whose session row is gone", async () => {
    const client = api.client();
    const user = await client.registerAndSignIn();
    const [session] = await db().session.findMany({ where: { userId: user.id } });
    expect(session).toMatchObject({ ipAddress: "127.0.0.1", userAgent: expect.any(String) });

    // A validly encrypted cookie (someone holding AUTH_SECRET, or an old cookie) naming no live session.
    const minted = await encodeSessionJwt({ token: { sub: user.id, sid: randomUUID() }, secret: env().secrets.AUTH_SECRET });
    expect((await replay(minted).get("/api/apps")).status).toBe(401);
    // …or a live session of someone else.
    const other = await api.client().registerAndSignIn();
    const forged = await encodeSessionJwt({ token: { sub: other.id, sid: session!.id }, secret: env().secrets.AUTH_SECRET });
    expect((await replay(forged).get("/api/apps")).status).toBe(401);
  });

  it("refuses an expired session", async () => {
    const client = api.client();
    const user = await client.registerAndSignIn();
    await db().session.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await client.get("/api/apps")).status).toBe(401);
  });

  it("answers 403 banned on every copy of a banned user's session", async () => {
    const client = api.client();
    const user = await client.registerAndSignIn();
    const first = client.cookie(COOKIE)!;
    await client.get("/api/auth/session");
    await db().user.update({ where: { id: user.id }, data: { banned: true, banReason: "abuse" } });
    for (const copy of [first, client.cookie(COOKIE)!]) {
      const response = await replay(copy).get("/api/apps");
      expect(response.status).toBe(403);
      expect(response.body.code).toBe("banned");
    }
  });
});

describe("cross-site writes with a session cookie", () => {
  const ticket = JSON.stringify({ type: "QUESTION", subject: "Forged?", message: "Created by another site" });

  it("refuses a write without Content-Type: application/json, or from another origin, and creates nothing", async () => {
    const client = api.client();
    const user = await client.registerAndSignIn();
    const attempts: Record<string, string>[] = [
      {},
      { "content-type": "text/plain" },
      { "content-type": "application/x-www-form-urlencoded" },
      { "content-type": "application/json", origin: "https://evil.example" },
      { "content-type": "application/json", origin: "null" },
      { "content-type": "application/json", "sec-fetch-site": "cross-site" },
    ];
    for (const headers of attempts) {
      const response = await fetch(`${api.url}/api/support/tickets`, {
        method: "POST",
        headers: { cookie: `${COOKIE}=${client.cookie(COOKIE)}`, ...headers },
        body: ticket,
      });
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(response.headers.get("content-type")).toBe("application/problem+json");
      expect((await response.json()).code).toBe("csrf_failed");
    }
    expect(await db().supportTicket.count({ where: { userId: user.id } })).toBe(0);
  });

  it("accepts the same write from this site", async () => {
    const client = api.client();
    await client.registerAndSignIn();
    const response = await client.request("POST", "/api/support/tickets", {
      rawBody: ticket,
      headers: {
        "content-type": "application/json; charset=utf-8",
        origin: new URL(env().APP_URL).origin,
        "sec-fetch-site": "same-origin",
      },
    });
    expect(response.status).toBe(201);
  });

  it("needs the JSON content type even for a write without a body", async () => {
    const client = api.client();
    await client.registerAndSignIn();
    const response = await client.request("DELETE", "/api/push/subscribe?endpoint=https%3A%2F%2Ffcm.googleapis.com%2Fx", {
      headers: { "content-type": "" },
    });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe("csrf_failed");
  });
});

describe("passwords", () => {
  it.each(["12345678", "password123", "qwertyuiop", "iloveyou1"])(
    "refuses the common password %s with a message a person understands",
    async (password) => {
      const email = `weak-${randomUUID()}@example.com`;
      const response = await api.client().post("/api/auth/register", { email, password });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe("validation_failed");
      expect(response.body.errors).toEqual([
        { path: "body.password", message: expect.stringMatching(/^Choose a stronger password\. .*used password/) },
      ]);
      expect(await db().user.count({ where: { email } })).toBe(0);
    },
  );

  it("refuses the account's own email as its password", async () => {
    const email = `ada.lovelace-${randomUUID().slice(0, 8)}@example.com`;
    const response = await api.client().post("/api/auth/register", { email, password: email });
    expect(response.status).toBe(400);
  });

  it("accepts a long passphrase", async () => {
    const response = await api
      .client()
      .post("/api/auth/register", { email: `strong-${randomUUID()}@example.com`, password: "violet kettle harbour sings" });
    expect(response.status).toBe(201);
  });
});
