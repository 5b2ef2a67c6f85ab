import { randomUUID } from "node:crypto";

import { decrypt } from "http_ece";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { databaseReady, db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { startFakePushService } from "@/test/fake-push-service";
import { browserPushKeys } from "@/test/push-keys";

import { sendPushToUser } from "./send";

let service: Awaited<ReturnType<typeof startFakePushService>>;

beforeAll(async () => {
  await databaseReady();
  service = await startFakePushService((path) =>
    path.startsWith("/gone") ? 410 : path.startsWith("/missing") ? 404 : path.startsWith("/broken") ? 500 : 201,
  );
});
afterAll(() => service.close());

async function userWithSubscriptions(paths: string[]) {
  const user = await db().user.create({ data: { email: `push-${randomUUID()}@example.com`, passwordHash: "x" } });
  const keys = paths.map(() => browserPushKeys());
  // Inserted directly: the API refuses loopback endpoints like the fake service's.
  await db().pushSubscription.createMany({
    data: paths.map((path, index) => ({
      userId: user.id,
      endpoint: `${service.url}${path}`,
      p256dh: keys[index]!.p256dh,
      auth: keys[index]!.auth,
    })),
  });
  return { user, keys };
}

// The default agent's refusal of private addresses is tested in lib/net/public-address.test.ts:
// here the fake service's self-signed certificate would fail the connection anyway.
describe("sendPushToUser", () => {
  it("delivers an encrypted, VAPID-signed message that the subscriber can decrypt", async () => {
    const { user, keys } = await userWithSubscriptions(["/ok-1"]);
    const outcome = await sendPushToUser(user.id, { title: "Hello", body: "World", url: "/apps" }, { agent: service.agent });
    expect(outcome).toEqual({ sent: 1, removed: 0, failed: 0 });

    const push = service.received.find((entry) => entry.path === "/ok-1")!;
    expect(push.headers["content-encoding"]).toBe("aes128gcm");
    expect(push.headers.ttl).toBe(String(24 * 60 * 60));
    expect(push.headers.authorization).toMatch(new RegExp(`^vapid t=.+, k=${env().secrets.VAPID_PUBLIC_KEY}$`));
    const plaintext = decrypt(push.body, { version: "aes128gcm", privateKey: keys[0]!.ecdh, authSecret: keys[0]!.auth });
    expect(JSON.parse(plaintext.toString("utf8"))).toEqual({ title: "Hello", body: "World", url: "/apps" });

    const stored = await db().pushSubscription.findFirstOrThrow({ where: { userId: user.id } });
    expect(stored.lastPushAt).not.toBeNull();
  });

  it("deletes subscriptions the push service reports gone (404/410) and keeps the others", async () => {
    const { user } = await userWithSubscriptions(["/gone-1", "/missing-1", "/broken-1", "/ok-2"]);
    const outcome = await sendPushToUser(user.id, { title: "t", body: "b" }, { agent: service.agent });
    expect(outcome).toEqual({ sent: 1, removed: 2, failed: 1 });
    const left = await db().pushSubscription.findMany({ where: { userId: user.id }, orderBy: { endpoint: "asc" } });
    expect(left.map((row) => new URL(row.endpoint).pathname)).toEqual(["/broken-1", "/ok-2"]);
  });

  it("does nothing for a user without subscriptions", async () => {
    const user = await db().user.create({ data: { email: `none-${randomUUID()}@example.com`, passwordHash: "x" } });
    expect(await sendPushToUser(user.id, { title: "t", body: "b" })).toEqual({ sent: 0, removed: 0, failed: 0 });
  });
});
