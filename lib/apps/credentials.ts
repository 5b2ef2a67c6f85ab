import "server-only";

import { createHash, createPrivateKey, createPublicKey } from "node:crypto";

import { sealPrivateKey, openPrivateKey } from "@/lib/crypto/app-key-seal";
import { needsRotation } from "@/lib/crypto/secret-box";
import { serviceKeyRing } from "@/lib/crypto/service-key-ring";
import { db } from "@/lib/db/client";
import { ApiError } from "@/lib/http/errors";

import { NOT_A_P8, NOT_P256 } from "./private-key-shape";

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
