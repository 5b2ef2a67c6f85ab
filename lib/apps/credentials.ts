import "server-only";

import { createHash, createPrivateKey, createPublicKey, randomUUID } from "node:crypto";

import { needsRotation } from "@/lib/crypto/secret-box";
import { serviceKeyRing } from "@/lib/crypto/service-key-ring";
import { openStoreKey, sealStoreKey } from "@/lib/crypto/store-key-seal";
import { db, type Tx } from "@/lib/db/client";
import type { Credential } from "@/lib/db/generated/client";
import { ApiError } from "@/lib/http/errors";
import { recordTeamEvent } from "@/lib/teams/audit-log";

import { NOT_A_P8, NOT_P256 } from "./private-key-shape";
import { MAX_KEYS_PER_TEAM } from "./schemas";

/** An App Store Connect key as the store client takes it. */
export interface AppCredentials {
  keyId: string;
  issuerId?: string | null;
  privateKey: string;
  isIndividualKey: boolean;
}

/** Why a PEM cannot be an App Store Connect key, or null when it can (EC P-256, PKCS#8), by loading it. */
function privateKeyProblem(pem: string): string | null {
  try {
    const key = createPrivateKey({ key: pem, format: "pem" });
    return key.asymmetricKeyType === "ec" && key.asymmetricKeyDetails?.namedCurve === "prime256v1" ? null : NOT_P256;
  } catch {
    return NOT_A_P8;
  }
}

/**
 * Refuses a key Node cannot load, as a field error of the body like the schema's own. The schema
 * (shared with the browser) checks only the key's form; a damaged key gets past it.
 */
export function assertUsablePrivateKey(pem: string): void {
  const problem = privateKeyProblem(pem);
  if (problem) {
    throw new ApiError("validation_failed", "The request body is invalid.", { errors: [{ path: "body.privateKey", message: problem }] });
  }
}

/** `SHA256:<base64>` of the key's public part: tells keys apart without revealing them. */
export function keyFingerprint(pem: string): string {
  const spki = createPublicKey(createPrivateKey(pem)).export({ type: "spki", format: "der" });
  return `SHA256:${createHash("sha256").update(spki).digest("base64").replace(/=+$/, "")}`;
}

/**
 * Stores a key the store has just accepted in the team, once: a key the team holds already (the
 * same public part) keeps its row, with the ids as given now, verified now. A new one is logged.
 */
export async function storeTeamKey(tx: Tx, teamId: string, key: AppCredentials, verifiedAt: Date, actorId: string): Promise<Credential> {
  const fingerprint = keyFingerprint(key.privateKey);
  const fields = { keyId: key.keyId, issuerId: key.issuerId ?? null, isIndividualKey: key.isIndividualKey, verifiedAt };
  const stored = await tx.credential.findUnique({
    where: { teamId_keyFingerprint: { teamId, keyFingerprint: fingerprint } },
    select: { id: true },
  });
  // A soft cap (two keys added at the same instant may both pass): the team's list of keys stays short.
  if (!stored && (await tx.credential.count({ where: { teamId } })) >= MAX_KEYS_PER_TEAM) {
    throw new ApiError(
      "team_key_limit_reached",
      `A team can store at most ${MAX_KEYS_PER_TEAM} App Store Connect keys. Remove one that no app uses (on the team's page) first.`,
    );
  }
  const id = randomUUID();
  // ON CONFLICT DO NOTHING: two requests storing the same new key at once make one row.
  const { count } = await tx.credential.createMany({
    data: [{ id, teamId, ...fields, keyFingerprint: fingerprint, privateKeyEncrypted: sealStoreKey({ id, teamId }, key.privateKey) }],
    skipDuplicates: true,
  });
  const where = { teamId_keyFingerprint: { teamId, keyFingerprint: fingerprint } };
  if (count === 0) return tx.credential.update({ where, data: fields });
  await recordTeamEvent(tx, { teamId, actorId, action: "key.added", data: { credentialId: id, keyId: key.keyId } });
  return tx.credential.findUniqueOrThrow({ where });
}

/**
 * Puts another key (the store has just accepted it) in the row, for every app that uses it: sealed
 * for the row, verified now. A key the team stores in another row already is refused.
 */
export async function replaceStoredKey(tx: Tx, row: Credential, key: AppCredentials, verifiedAt: Date): Promise<Credential> {
  const fingerprint = keyFingerprint(key.privateKey);
  const other = await tx.credential.findFirst({ where: { teamId: row.teamId, keyFingerprint: fingerprint, id: { not: row.id } } });
  if (other) throw new ApiError("key_exists", "The team stores this key already: give its apps that key instead.");
  return tx.credential.update({
    where: { id: row.id },
    data: {
      keyId: key.keyId,
      issuerId: key.issuerId ?? null,
      isIndividualKey: key.isIndividualKey,
      keyFingerprint: fingerprint,
      privateKeyEncrypted: sealStoreKey(row, key.privateKey),
      legacySealOwner: null,
      verifiedAt,
    },
  });
}

/**
 * The key in a form the store client takes. A key sealed under a former ENCRYPTION_KEY (listed in
 * ENCRYPTION_KEYS_PREVIOUS), or still sealed for the app it came from, is sealed again for its row
 * with the current one: after one sync cycle no key needs the former encryption key.
 */
export async function openTeamKey(credential: Credential): Promise<AppCredentials> {
  const key = storedKey(credential);
  await resealIfStale(credential, key.privateKey);
  return key;
}

/**
 * The key, opened without sealing it again: for use inside a transaction, where writing the row
 * from outside it would wait for it (PGlite has one connection).
 */
export function storedKey(credential: Credential): AppCredentials {
  return {
    keyId: credential.keyId,
    issuerId: credential.issuerId,
    isIndividualKey: credential.isIndividualKey,
    privateKey: openStoreKey(credential),
  };
}

/** Seals the key again when it is stale (above); true when this call did. */
async function resealIfStale(credential: Credential, privateKey: string): Promise<boolean> {
  if (!credential.legacySealOwner && !needsRotation(serviceKeyRing(), credential.privateKeyEncrypted)) return false;
  const { count } = await db().credential.updateMany({
    where: { id: credential.id, privateKeyEncrypted: credential.privateKeyEncrypted },
    data: { privateKeyEncrypted: sealStoreKey(credential, privateKey), legacySealOwner: null },
  });
  return count > 0;
}

/** The key an app uses, opened. */
export async function appKey(app: { credentialId: string }): Promise<AppCredentials> {
  return openTeamKey(await db().credential.findUniqueOrThrow({ where: { id: app.credentialId } }));
}
