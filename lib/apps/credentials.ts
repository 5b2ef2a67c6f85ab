import "server-only";

import { createHash, createPrivateKey, createPublicKey } from "node:crypto";

import { needsRotation, open, seal } from "@/lib/crypto/secret-box";
import { serviceKeyRing } from "@/lib/crypto/service-key-ring";
import { db } from "@/lib/db/client";

/** Why a PEM cannot be an App Store Connect key, or null when it can (EC P-256, PKCS#8). */
export function privateKeyProblem(pem: string): string | null {
  try {
    const key = createPrivateKey({ key: pem, format: "pem" });
    if (key.asymmetricKeyType !== "ec" || key.asymmetricKeyDetails?.namedCurve !== "prime256v1") {
      return "Must be an App Store Connect key: EC P-256";
    }
    return null;
  } catch {
    return "Must be the .p8 file's content: a PKCS#8 PEM private key";
  }
}

/** `SHA256:<base64>` of the key's public part: tells keys apart without revealing them. */
export function keyFingerprint(pem: string): string {
  const spki = createPublicKey(createPrivateKey(pem)).export({ type: "spki", format: "der" });
  return `SHA256:${createHash("sha256").update(spki).digest("base64").replace(/=+$/, "")}`;
}

/** Binds a sealed key to its app: the same ciphertext is useless on any other row. */
const owner = (app: { userId: string; storeId: string }) => `app-key:${app.userId}:${app.storeId}`;

export const sealPrivateKey = (app: { userId: string; storeId: string }, pem: string) => seal(serviceKeyRing(), pem, owner(app));

export const openPrivateKey = (app: { userId: string; storeId: string; privateKeyEncrypted: string }) =>
  open(serviceKeyRing(), app.privateKeyEncrypted, owner(app));

/**
 * Key rotation: a key sealed under a former ENCRYPTION_KEY (listed in ENCRYPTION_KEYS_PREVIOUS)
 * is re-sealed under the current one. Syncs call this, so after one sync cycle no app needs
 * the former key any more.
 */
export async function resealIfStale(app: { id: string; userId: string; storeId: string; privateKeyEncrypted: string }): Promise<boolean> {
  if (!needsRotation(serviceKeyRing(), app.privateKeyEncrypted)) return false;
  const resealed = sealPrivateKey(app, openPrivateKey(app));
  const { count } = await db().app.updateMany({
    where: { id: app.id, privateKeyEncrypted: app.privateKeyEncrypted },
    data: { privateKeyEncrypted: resealed },
  });
  return count > 0;
}
