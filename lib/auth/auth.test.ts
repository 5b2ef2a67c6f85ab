import { randomUUID } from "node:crypto";

import { describe, expect, it } from "vitest";

import { db } from "@/lib/db/client";
import { useApi } from "@/test/use-api";

const api = useApi();
const email = () => `person-${randomUUID()}@example.com`;

describe("registration", () => {
  it("creates an account and never returns the password hash", async () => {
    const address = email();
    const response = await api
      .client()
      .post("/api/auth/register", { email: address.toUpperCase(), password: "long enough pw", name: " Ada " });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(String),
      email: address,
      name: "Ada",
      role: expect.stringMatching(/^(admin|user)$/),
      emailVerified: false,
    });
    expect(JSON.stringify(response.body)).not.toContain("scrypt");
  });

  it("answers 409 email_taken for an email in any letter case", async () => {
    const address = email();
    await api.client().post("/api/auth/register", { email: address, password: "long enough pw" });
    const again = await api.client().post("/api/auth/register", { email: address.toUpperCase(), password: "another password" });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("email_taken");
    expect(await db().user.count({ where: { email: address } })).toBe(1);
  });

  it("lists every invalid field, including unknown ones", async () => {
    const response = await api.client().post("/api/auth/register", { email: "not-an-email", password: "short", role: "admin" });
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toBe("application/problem+json");
    expect(response.body.code).toBe("validation_failed");
    expect(response.body.errors.map((error: { path: string }) => error.path).sort()).toEqual(["body.email", "body.password", "body.role"]);
  });
});

describe("sign-in and sign-out", () => {
  it("sets a session cookie that authenticates API requests", async () => {
    const client = api.client();
    const user = await client.registerAndSignIn();
    expect(client.cookie("next-auth.session-token")).toBeTruthy();
    const session = await client.get("/api/auth/session");
    expect(session.body.user).toEqual({ id: user.id, email: user.email, name: "Test User", role: user.role, emailVerified: false });
    expect((await client.get("/api/push/subscriptions")).status).toBe(200);
  });

  it("refuses a wrong password with 401 invalid_credentials and no cookie", async () => {
    const owner = api.client();
    const user = await owner.registerAndSignIn();
    const stranger = api.client();
    const response = await stranger.signIn(user.email, "wrong password!");
    expect(response.status).toBe(401);
    expect(response.body.code).toBe("invalid_credentials");
    expect(stranger.cookie("next-auth.session-token")).toBeUndefined();
  });

  it("refuses a sign-in without the csrf token", async () => {
    const client = api.client();
    const user = await client.registerAndSignIn();
    const fresh = api.client();
    const response = await fresh.form("/api/auth/callback/credentials", { email: user.email, password: user.password });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe("csrf_failed");
  });

  it("ends the session at sign-out, and a kept copy of the cookie stops working too", async () => {
    const client = api.client();
    await client.registerAndSignIn();
    const token = client.cookie("next-auth.session-token")!;
    const signOut = await client.signOut();
    expect(signOut.status).toBe(302);
    expect(client.cookie("next-auth.session-token")).toBeUndefined();
    expect((await client.get("/api/push/subscriptions")).status).toBe(401);

    const replay = api.client();
    replay.setCookie("next-auth.session-token", token);
    const response = await replay.get("/api/push/subscriptions");
    expect(response.status).toBe(401);
    expect(response.body.code).toBe("unauthenticated");
  });

  it("refuses a forged session cookie", async () => {
    const client = api.client();
    client.setCookie("next-auth.session-token", "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..forged.token.value");
    expect((await client.get("/api/push/subscriptions")).status).toBe(401);
  });
});

describe("next-auth's catch-all", () => {
  const send = (method: string, path: string) =>
    fetch(`${api.url}${path}`, {
      method,
      headers: method === "GET" ? {} : { "content-type": "application/x-www-form-urlencoded" },
      body: method === "GET" ? undefined : "",
    });
  const problem = async (response: Response) => {
    expect(response.headers.get("content-type")).toBe("application/problem+json");
    return (await response.json()) as { code: string; status: number };
  };

  it("answers a method its action does not serve with 405 problem details and Allow", async () => {
    for (const [method, path, allow] of [
      ["GET", "/api/auth/callback/credentials", "POST"],
      ["PUT", "/api/auth/callback/credentials", "POST"],
      ["POST", "/api/auth/session", "GET"],
      ["DELETE", "/api/auth/session", "GET"],
      ["POST", "/api/auth/csrf", "GET"],
      ["GET", "/api/auth/signout", "POST"],
    ] as const) {
      const response = await send(method, path);
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.get("allow"), `${method} ${path}`).toBe(allow);
      expect(await problem(response)).toMatchObject({ code: "method_not_allowed", status: 405 });
    }
  });

  it("answers an action it does not serve with 404 problem details, whatever the method", async () => {
    for (const [method, path] of [
      ["GET", "/api/auth/signin"],
      ["POST", "/api/auth/signin/credentials"],
      ["GET", "/api/auth/providers"],
      ["GET", "/api/auth/callback/github"],
      ["POST", "/api/auth/_log"],
      ["GET", "/api/auth/no-such-action"],
      ["DELETE", "/api/auth/no-such-action"],
      ["PATCH", "/api/auth/error"],
    ] as const) {
      const response = await send(method, path);
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(await problem(response)).toMatchObject({ code: "not_found", status: 404 });
    }
  });
});

describe("bans", () => {
  it("refuses sign-in to a banned user with 403 banned", async () => {
    const client = api.client();
    const user = await client.registerAndSignIn();
    await db().user.update({ where: { id: user.id }, data: { banned: true, banReason: "spam" } });
    const response = await api.client().signIn(user.email, user.password);
    expect(response.status).toBe(403);
    expect(response.body.code).toBe("banned");
  });

  it("answers 403 banned on every request of an existing session, at once", async () => {
    const client = api.client();
    const user = await client.registerAndSignIn();
    expect((await client.get("/api/push/subscriptions")).status).toBe(200);
    await db().user.update({ where: { id: user.id }, data: { banned: true, banReason: "abuse" } });
    const response = await client.get("/api/push/subscriptions");
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ code: "banned", detail: expect.stringContaining("abuse") });
    expect((await client.get("/api/auth/session")).body).toEqual({});
  });
});

describe("hostile sign-in input", () => {
  it("answers 401, not an error, for an email with a NUL character", async () => {
    const response = await api.client().signIn("a\u0000@example.com", "whatever password");
    expect(response.status).toBe(401);
    expect(response.body.code).toBe("invalid_credentials");
  });
});
