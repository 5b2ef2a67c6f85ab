import { beforeAll, describe, expect, it } from "vitest";

import { databaseReady } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";

import { promoteToAdmin, registerUser } from "./users";

// Read once per test file, before the environment is first used.
process.env.ADMIN_EMAILS = "boss@example.com, Other.Boss@example.com";

beforeAll(() => databaseReady());

describe("roles", () => {
  it("makes emails listed in ADMIN_EMAILS admins, in any letter case", async () => {
    expect((await registerUser({ email: "Boss@Example.com", password: "long enough pw" })).role).toBe("admin");
    expect((await registerUser({ email: "other.boss@example.com", password: "long enough pw" })).role).toBe("admin");
    expect((await registerUser({ email: "worker@example.com", password: "long enough pw" })).role).toBe("user");
  });

  it("promotes an existing account with promoteToAdmin (npm run user:admin)", async () => {
    await registerUser({ email: "later-admin@example.com", password: "long enough pw" });
    expect((await promoteToAdmin("LATER-admin@example.com")).role).toBe("admin");
  });

  it("refuses to promote an unknown email", async () => {
    await expect(promoteToAdmin("ghost@example.com")).rejects.toBeInstanceOf(Prisma.PrismaClientKnownRequestError);
  });
});
