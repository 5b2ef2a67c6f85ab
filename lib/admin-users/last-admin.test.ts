import { beforeAll, describe, expect, it } from "vitest";

import { db } from "@/lib/db/client";
import type { ApiClient } from "@/test/api-client";
import { useApi } from "@/test/use-api";

import { updateUser } from "./update-user";

// Its own database: these tests need to know every admin there is.
const api = useApi();
let first: ApiClient;
let firstId: string;
let secondId: string;

beforeAll(async () => {
  first = api.client();
  firstId = (await first.registerAndSignIn()).id;
  secondId = (await api.client().registerAndSignIn()).id;
  await db().user.updateMany({ where: { id: { in: [firstId, secondId] } }, data: { role: "admin" } });
});

const activeAdmins = () => db().user.findMany({ where: { role: "admin", banned: false }, select: { id: true } });

describe("the last admin", () => {
  it("cannot be demoted by an admin whose own demotion committed first", async () => {
    expect((await first.patch("/api/admin/users/update", { userId: secondId, role: "user" })).status).toBe(200);
    // The second admin's request was authorized before the first's change committed: the
    // check inside the transaction still sees that no other active admin would remain.
    await expect(updateUser({ id: secondId }, { userId: firstId, role: "user" })).rejects.toMatchObject({
      code: "last_admin",
      status: 409,
    });
    await expect(updateUser({ id: secondId }, { userId: firstId, banned: true })).rejects.toMatchObject({ code: "last_admin" });
    expect(await activeAdmins()).toEqual([{ id: firstId }]);
    expect(await db().auditLogEntry.count({ where: { targetId: firstId } })).toBe(0);
  });

  it("survives two admins removing each other at the same moment: exactly one change wins", async () => {
    await db().user.update({ where: { id: secondId }, data: { role: "admin" } });
    for (const [demote, ban] of [
      [true, false],
      [false, true],
      [true, true],
    ]) {
      await db().user.updateMany({
        where: { id: { in: [firstId, secondId] } },
        data: { role: "admin", banned: false, banReason: null, bannedAt: null },
      });
      const outcomes = await Promise.allSettled([
        updateUser({ id: firstId }, demote ? { userId: secondId, role: "user" } : { userId: secondId, banned: true }),
        updateUser({ id: secondId }, ban ? { userId: firstId, banned: true } : { userId: firstId, role: "user" }),
      ]);
      expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
      const [refused] = outcomes.filter((outcome) => outcome.status === "rejected");
      expect((refused as PromiseRejectedResult).reason).toMatchObject({ code: "last_admin" });
      expect(await activeAdmins()).toHaveLength(1);
    }
  });

  it("over HTTP too, two admins demoting each other at once leave one admin", async () => {
    const second = api.client();
    const account = await db().user.findUniqueOrThrow({ where: { id: secondId } });
    await db().user.updateMany({
      where: { id: { in: [firstId, secondId] } },
      data: { role: "admin", banned: false, banReason: null, bannedAt: null },
    });
    expect((await second.signIn(account.email, "a long enough password")).status).toBe(302);
    const [a, b] = await Promise.all([
      first.patch("/api/admin/users/update", { userId: secondId, role: "user" }),
      second.patch("/api/admin/users/update", { userId: firstId, role: "user" }),
    ]);
    // The loser was either authorized before the winner committed (then the locked check
    // refuses it: last_admin) or after (then it is no admin any more: forbidden).
    expect([a, b].filter((response) => response.status === 200)).toHaveLength(1);
    expect([a, b].find((response) => response.status !== 200)!.body.code).toMatch(/^(last_admin|forbidden)$/);
    expect(await activeAdmins()).toHaveLength(1);
  });
});
