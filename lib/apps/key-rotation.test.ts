import { randomBytes } from "node:crypto";

import { beforeAll, expect, it } from "vitest";

import { keyRingFrom, needsRotation, seal } from "@/lib/crypto/secret-box";
import { databaseReady, db } from "@/lib/db/client";
import { demoAccount } from "@/platform/store-simulator";

import { openPrivateKey } from "@/lib/crypto/app-key-seal";

import { resealIfStale } from "./credentials";
import { personalTeamOf } from "@/test/personal-team";

// A former encryption key, still listed for reading (read once per test file).
const formerKey = randomBytes(32).toString("base64");
process.env.ENCRYPTION_KEYS_PREVIOUS = formerKey;

beforeAll(() => databaseReady());

it("re-seals a key stored under a former encryption key with the current one", async () => {
  const user = await db().user.create({ data: { email: `rotate-${Date.now()}@example.com`, passwordHash: "x" } });
  const storeId = demoAccount.apps[0]!.storeId;
  const pem = demoAccount.teamKey.privateKey;
  const app = await db().app.create({
    data: {
      teamId: await personalTeamOf(user.id),
      userId: user.id,
      storeId,
      name: "Rotating",
      keyId: demoAccount.teamKey.keyId,
      vendorNumber: "1",
      keyFingerprint: "x",
      privateKeyEncrypted: seal(keyRingFrom(formerKey), pem, `app-key:${user.id}:${storeId}`),
    },
  });
  expect(openPrivateKey(app)).toBe(pem);
  expect(await resealIfStale(app)).toBe(true);

  const rotated = await db().app.findUniqueOrThrow({ where: { id: app.id } });
  expect(rotated.privateKeyEncrypted).not.toBe(app.privateKeyEncrypted);
  expect(needsRotation(keyRingFrom(formerKey), rotated.privateKeyEncrypted)).toBe(true);
  expect(openPrivateKey(rotated)).toBe(pem);
  expect(await resealIfStale(rotated)).toBe(false);
});
