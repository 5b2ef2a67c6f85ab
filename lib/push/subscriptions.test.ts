import { randomUUID } from "node:crypto";

import { describe, expect, it } from "vitest";

import { db } from "@/lib/db/client";
import { browserPushKeys } from "@/test/push-keys";
import { useApi } from "@/test/use-api";

const api = useApi();

const subscriptionBody = (endpoint = `https://fcm.googleapis.com/fcm/send/${randomUUID()}`) => {
  const { p256dh, auth } = browserPushKeys();
  return { endpoint, p256dh, auth, userAgent: "Vitest" };
};

describe("push subscriptions", () => {
  it("gives the VAPID public key", async () => {
    const client = api.client();
    await client.registerAndSignIn();
    const response = await client.get("/api/push/vapid-key");
    expect(response.status).toBe(200);
    expect(Buffer.from(response.body.publicKey, "base64url")).toHaveLength(65);
  });

  it("subscribes idempotently: 201 when new, 200 with the same subscription after", async () => {
    const client = api.client();
    await client.registerAndSignIn();
    const body = subscriptionBody();
    const first = await client.post("/api/push/subscribe", body);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: expect.any(String),
      endpoint: body.endpoint,
      userAgent: "Vitest",
      createdAt: expect.any(String),
      lastPushAt: null,
    });
    expect(first.body).not.toHaveProperty("p256dh");

    const refreshedKeys = { ...subscriptionBody(body.endpoint) };
    const second = await client.post("/api/push/subscribe", refreshedKeys);
    expect(second.status).toBe(200);
    expect(second.body.id).toBe(first.body.id);
    const stored = await db().pushSubscription.findUniqueOrThrow({ where: { id: first.body.id } });
    expect(stored.p256dh).toBe(refreshedKeys.p256dh);

    const list = await client.get("/api/push/subscriptions");
    expect(list.body.items).toHaveLength(1);
  });

  it("lists only the user's own subscriptions, newest first", async () => {
    const alice = api.client();
    await alice.registerAndSignIn();
    const bob = api.client();
    await bob.registerAndSignIn();
    const older = await alice.post("/api/push/subscribe", subscriptionBody());
    const newer = await alice.post("/api/push/subscribe", subscriptionBody());
    await bob.post("/api/push/subscribe", subscriptionBody());
    const list = await alice.get("/api/push/subscriptions");
    expect(list.body.items.map((item: { id: string }) => item.id)).toEqual([newer.body.id, older.body.id]);
  });

  it("keeps an account's 20 newest browsers: subscribing one more drops the oldest", async () => {
    const client = api.client();
    await client.registerAndSignIn();
    const ids: string[] = [];
    for (let n = 0; n < 21; n++) ids.push((await client.post("/api/push/subscribe", subscriptionBody())).body.id);
    const listed = (await client.get("/api/push/subscriptions")).body.items.map((item: { id: string }) => item.id);
    expect(listed).toEqual(ids.slice(1).reverse());
  });

  it("accepts only https endpoints on public hosts", async () => {
    const client = api.client();
    await client.registerAndSignIn();
    for (const endpoint of [
      "http://fcm.googleapis.com/x",
      "https://127.0.0.1/x",
      "https://localhost/x",
      "https://169.254.169.254/latest",
      "ftp://x",
    ]) {
      const response = await client.post("/api/push/subscribe", subscriptionBody(endpoint));
      expect(response.status, endpoint).toBe(400);
      expect(response.body.errors[0].path).toBe("body.endpoint");
    }
    expect((await client.get("/api/push/subscriptions")).body.items).toHaveLength(0);
  });

  it("refuses keys that are not a browser's", async () => {
    const client = api.client();
    await client.registerAndSignIn();
    const response = await client.post("/api/push/subscribe", { ...subscriptionBody(), p256dh: "abc", auth: "!!" });
    expect(response.status).toBe(400);
    expect(response.body.errors.map((error: { path: string }) => error.path).sort()).toEqual(["body.auth", "body.p256dh"]);
  });

  it("deletes by id and by endpoint; another user's subscription answers 404 and stays", async () => {
    const owner = api.client();
    await owner.registerAndSignIn();
    const other = api.client();
    await other.registerAndSignIn();
    const byId = await owner.post("/api/push/subscribe", subscriptionBody());
    const byEndpoint = await owner.post("/api/push/subscribe", subscriptionBody());

    const foreignId = await other.delete(`/api/push/subscriptions/${byId.body.id}`);
    expect(foreignId.status).toBe(404);
    expect(foreignId.body.code).toBe("not_found");
    const foreignEndpoint = await other.delete(`/api/push/subscribe?endpoint=${encodeURIComponent(byEndpoint.body.endpoint)}`);
    expect(foreignEndpoint.status).toBe(404);
    expect((await owner.get("/api/push/subscriptions")).body.items).toHaveLength(2);

    expect((await owner.delete(`/api/push/subscriptions/${byId.body.id}`)).status).toBe(204);
    expect((await owner.delete(`/api/push/subscribe?endpoint=${encodeURIComponent(byEndpoint.body.endpoint)}`)).status).toBe(204);
    expect((await owner.get("/api/push/subscriptions")).body.items).toHaveLength(0);
    expect((await owner.delete(`/api/push/subscriptions/${byId.body.id}`)).status).toBe(404);
  });

  it("requires the endpoint to unsubscribe", async () => {
    const client = api.client();
    await client.registerAndSignIn();
    const response = await client.delete("/api/push/subscribe");
    expect(response.status).toBe(400);
    expect(response.body.errors[0].path).toBe("query.endpoint");
  });
});
