import { randomUUID } from "node:crypto";

import { beforeAll, describe, expect, it } from "vitest";

import { databaseReady, db } from "@/lib/db/client";
import { ApiError } from "@/lib/http/errors";

import { userForSession } from "./authenticate";

beforeAll(() => databaseReady());

const claimsFor = (userId: string, jti = randomUUID()) => ({ userId, jti, expiresAt: new Date(Date.now() + 60_000) });

describe("userForSession", () => {
  it("returns exactly the row Prisma returns (the hand-written query keeps up with the schema)", async () => {
    const created = await db().user.create({ data: { email: `${randomUUID()}@example.com`, passwordHash: "h", name: "N", role: "admin" } });
    expect(await userForSession(claimsFor(created.id))).toEqual(created);
  });

  it("refuses a revoked token, a deleted user and a banned one", async () => {
    const user = await db().user.create({ data: { email: `${randomUUID()}@example.com`, passwordHash: "h" } });
    const claims = claimsFor(user.id);
    await db().revokedSession.create({ data: { jti: claims.jti, userId: user.id, expiresAt: claims.expiresAt } });
    await expect(userForSession(claims)).rejects.toMatchObject({ code: "unauthenticated" });
    await expect(userForSession(claimsFor(randomUUID()))).rejects.toBeInstanceOf(ApiError);
    await db().user.update({ where: { id: user.id }, data: { banned: true } });
    await expect(userForSession(claimsFor(user.id))).rejects.toMatchObject({ code: "banned" });
  });
});
