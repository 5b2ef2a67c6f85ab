import { db } from "@/lib/db/client";

/**
 * The id of a key row in the team, for a test that writes apps directly. Its ciphertext is not a
 * key: nothing in such a test talks to the store with it.
 */
export async function teamKeyOf(teamId: string): Promise<string> {
  const key = await db().credential.upsert({
    where: { teamId_keyFingerprint: { teamId, keyFingerprint: "test-key" } },
    update: {},
    create: { teamId, keyId: "TESTKEY001", issuerId: null, privateKeyEncrypted: "not a sealed key", keyFingerprint: "test-key" },
  });
  return key.id;
}
