import { randomUUID } from "node:crypto";

import { beforeAll, describe, expect, it } from "vitest";

import { databaseReady, db } from "@/lib/db/client";
import { ApiError } from "@/lib/http/errors";

import { hashSecretToken, newSecretToken } from "@/lib/crypto/secret-token";

import { identityForAccessToken } from "./access-token-auth";
import { userForSession } from "./authenticate";
import { endSession, SESSION_TOUCH_INTERVAL_MS } from "./sessions";

beforeAll(() => databaseReady());

async function userWithSession(data: { role?: "admin" | "user"; emailVerifiedAt?: Date; banReason?: string } = {}) {
  const user = await db().user.create({ data: { email: `${randomUUID()}@example.com`, passwordHash: "h", name: "N", ...data } });
  const session = await db().session.create({ data: { userId: user.id, expiresAt: new Date(Date.now() + 60_000) } });
  return { user, claims: { userId: user.id, sessionId: session.id } };
}

describe("userForSession", () => {
  it("returns exactly the row Prisma returns (the hand-written query keeps up with the schema)", async () => {
    const { user, claims } = await userWithSession({ role: "admin", emailVerifiedAt: new Date("2031-01-02T03:04:05.678Z") });
    expect(await userForSession(claims)).toEqual(user);
  });

  it("gives a personal access token's caller the whole row too", async () => {
    const { user } = await userWithSession({ role: "admin", banReason: "kept as a column, not a ban" });
    const token = newSecretToken("aps_pat_");
    await db().personalAccessToken.create({
      data: { userId: user.id, name: "ci", scope: "read", tokenHash: hashSecretToken(token), lastFour: token.slice(-4) },
    });
    expect((await identityForAccessToken(token)).user).toEqual(user);
  });

  it("refuses an ended session, an expired one, another user's, a deleted user and a banned one", async () => {
    const ended = await userWithSession();
    await endSession(ended.claims.sessionId);
    await expect(userForSession(ended.claims)).rejects.toMatchObject({ code: "unauthenticated" });

    const expired = await userWithSession();
    await db().session.update({ where: { id: expired.claims.sessionId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await expect(userForSession(expired.claims)).rejects.toMatchObject({ code: "unauthenticated" });

    const other = await userWithSession();
    await expect(userForSession({ userId: other.user.id, sessionId: (await userWithSession()).claims.sessionId })).rejects.toBeInstanceOf(
      ApiError,
    );

    await expect(userForSession({ userId: randomUUID(), sessionId: randomUUID() })).rejects.toBeInstanceOf(ApiError);

    const banned = await userWithSession();
    await db().user.update({ where: { id: banned.user.id }, data: { banned: true } });
    await expect(userForSession(banned.claims)).rejects.toMatchObject({ code: "banned" });
  });

  it("keeps a session in use alive, writing at most once an hour", async () => {
    const { claims } = await userWithSession();
    const hourAgo = new Date(Date.now() - SESSION_TOUCH_INTERVAL_MS - 1000);
    await db().session.update({ where: { id: claims.sessionId }, data: { lastSeenAt: hourAgo, expiresAt: new Date(Date.now() + 1000) } });
    await userForSession(claims);
    const touched = await db().session.findUniqueOrThrow({ where: { id: claims.sessionId } });
    expect(touched.lastSeenAt.getTime()).toBeGreaterThan(hourAgo.getTime());
    expect(touched.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);

    await userForSession(claims);
    expect((await db().session.findUniqueOrThrow({ where: { id: claims.sessionId } })).lastSeenAt).toEqual(touched.lastSeenAt);
  });
});
