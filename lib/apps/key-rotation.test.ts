import { randomBytes, randomUUID } from "node:crypto";

import { beforeAll, expect, it } from "vitest";

import { keyRingFrom, needsRotation, seal } from "@/lib/crypto/secret-box";
import { serviceKeyRing } from "@/lib/crypto/service-key-ring";
import { openStoreKey } from "@/lib/crypto/store-key-seal";
import { databaseReady, db } from "@/lib/db/client";
import { demoAccount } from "@/platform/store-simulator";
import { personalTeamOf } from "@/test/personal-team";

import { openTeamKey } from "./credentials";

// A former encryption key, still listed for reading (read once per test file).
const formerKey = randomBytes(32).toString("base64");
process.env.ENCRYPTION_KEYS_PREVIOUS = formerKey;

beforeAll(() => databaseReady());

const pem = demoAccount.teamKey.privateKey;

async function newTeam() {
  const user = await db().user.create({ data: { email: `rotate-${randomUUID()}@example.com`, passwordHash: "x" } });
  return { userId: user.id, teamId: await personalTeamOf(user.id) };
}

const keyRow = (teamId: string, id: string, privateKeyEncrypted: string, legacySealOwner: string | null = null) =>
  db().credential.create({
    data: { id, teamId, keyId: demoAccount.teamKey.keyId, privateKeyEncrypted, keyFingerprint: `fp-${id}`, legacySealOwner },
  });

it("seals a key stored under a former encryption key again with the current one, the first time it is opened", async () => {
  const { teamId } = await newTeam();
  const id = randomUUID();
  const stored = await keyRow(teamId, id, seal(keyRingFrom(formerKey), pem, `store-key:${teamId}:${id}`));

  expect((await openTeamKey(stored)).privateKey).toBe(pem);

  const rotated = await db().credential.findUniqueOrThrow({ where: { id } });
  expect(rotated.privateKeyEncrypted).not.toBe(stored.privateKeyEncrypted);
  expect(needsRotation(keyRingFrom(formerKey), rotated.privateKeyEncrypted)).toBe(true);
  expect(needsRotation(serviceKeyRing(), rotated.privateKeyEncrypted)).toBe(false);
  expect(openStoreKey(rotated)).toBe(pem);
});

it("seals a key carried over from its app (sealed for the app) for its own row, the first time it is opened", async () => {
  const { userId, teamId } = await newTeam();
  const id = randomUUID();
  const appBinding = `app-key:${userId}:${demoAccount.apps[0]!.storeId}`;
  const stored = await keyRow(teamId, id, seal(serviceKeyRing(), pem, appBinding), appBinding);

  expect((await openTeamKey(stored)).privateKey).toBe(pem);

  const resealed = await db().credential.findUniqueOrThrow({ where: { id } });
  expect(resealed.legacySealOwner).toBeNull();
  expect(openStoreKey(resealed)).toBe(pem);
  // Now bound to its row: the same ciphertext on another row of the team opens nothing.
  const copy = await keyRow(teamId, randomUUID(), resealed.privateKeyEncrypted);
  expect(() => openStoreKey(copy)).toThrow();
});
