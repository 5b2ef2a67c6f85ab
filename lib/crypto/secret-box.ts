import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

/**
 * Authenticated encryption for secrets at rest (App Store Connect keys): AES-256-GCM with a
 * random 96-bit IV, and associated data that binds a ciphertext to its owner (so one row's
 * secret cannot be copied onto another row). Each ciphertext names its key by a short id,
 * so keys can be rotated: new writes use the current key, old ones stay readable with a
 * previous key until re-encrypted.
 *
 * Format: `v1.<key id>.<iv>.<ciphertext + tag>` (base64url).
 */
const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface KeyRing {
  current: Buffer;
  previous: Buffer[];
}

export class SecretBoxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SecretBoxError";
  }
}

const keyId = (key: Buffer) => createHash("sha256").update(key).digest("base64url").slice(0, 8);

export function keyRingFrom(current: string, previous: string[] = []): KeyRing {
  const decode = (value: string) => {
    const key = Buffer.from(value.trim(), "base64");
    if (key.length !== 32) throw new SecretBoxError("Encryption keys must be 32 bytes, base64-encoded.");
    return key;
  };
  return { current: decode(current), previous: previous.filter((value) => value.trim()).map(decode) };
}

export function seal(ring: KeyRing, plaintext: string, associatedData: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", ring.current, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(associatedData, "utf8"));
  const sealed = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final(), cipher.getAuthTag()]);
  return [VERSION, keyId(ring.current), iv.toString("base64url"), sealed.toString("base64url")].join(".");
}

export function open(ring: KeyRing, box: string, associatedData: string): string {
  const [version, kid, iv, sealed] = box.split(".");
  if (version !== VERSION || !kid || !iv || !sealed) throw new SecretBoxError("Not a sealed secret.");
  const key = [ring.current, ...ring.previous].find((candidate) => keyId(candidate) === kid);
  if (!key) throw new SecretBoxError(`Sealed with an unknown key (${kid}); is ENCRYPTION_KEYS_PREVIOUS missing a former key?`);
  const bytes = Buffer.from(sealed, "base64url");
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"), { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(associatedData, "utf8"));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - TAG_BYTES)), decipher.final()]).toString("utf8");
  } catch {
    throw new SecretBoxError("The sealed secret failed authentication (tampered, or bound to another owner).");
  }
}

/** True when `box` was sealed with an older key and should be re-sealed. */
export function needsRotation(ring: KeyRing, box: string): boolean {
  return box.split(".")[1] !== keyId(ring.current);
}
