import { beforeAll, describe, expect, it } from "vitest";

import { databaseReady, db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";

import { confirmAddress } from "./confirm-address";
import { promoteToAdmin, register } from "./users";

/** What a used confirmation link does (lib/account/email-verification.ts, tested end to end there). */
const confirm = (user: { id: string }) =>
  db().$transaction(async (tx) => confirmAddress(tx, await tx.user.findUniqueOrThrow({ where: { id: user.id } })));

// Read once per test file, before the environment is first used.
process.env.ADMIN_EMAILS = "boss@example.com, Other.Boss@example.com";

beforeAll(() => databaseReady());

describe("roles", () => {
  it("makes emails listed in ADMIN_EMAILS admins once confirmed, in any letter case, and no others", async () => {
    const boss = await register({ email: "Boss@Example.com", password: "long enough pw" });
    const other = await register({ email: "other.boss@example.com", password: "long enough pw" });
    const worker = await register({ email: "worker@example.com", password: "long enough pw" });
    // Registering a listed address proves nothing: anyone can type it.
    expect([boss.role, other.role, worker.role]).toEqual(["user", "user", "user"]);
    expect((await confirm(boss)).role).toBe("admin");
    expect((await confirm(other)).role).toBe("admin");
    expect((await confirm(worker)).role).toBe("user");
  });

  it("promotes an existing account with promoteToAdmin (npm run user:admin)", async () => {
    await register({ email: "later-admin@example.com", password: "long enough pw" });
    expect((await promoteToAdmin("LATER-admin@example.com")).role).toBe("admin");
  });

  it("refuses to promote an unknown email", async () => {
    await expect(promoteToAdmin("ghost@example.com")).rejects.toBeInstanceOf(Prisma.PrismaClientKnownRequestError);
  });
});
