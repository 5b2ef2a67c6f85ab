import "server-only";

import { hkdfSync, randomUUID } from "node:crypto";

import { EncryptJWT, jwtDecrypt, type JWTPayload } from "jose";
import type { JWTDecodeParams, JWTEncodeParams } from "next-auth/jwt";

/**
 * next-auth's session cookie format (a JWE, `dir` + A256GCM, key derived from the secret with
 * HKDF as next-auth does), with the key derived and imported once per secret instead of on every
 * request: every authenticated request decodes the cookie. Given raw key bytes, jose imports them
 * into WebCrypto on each call, which cost as much as the decryption itself (docs/benchmarks.md).
 */
const keys = new Map<string, Promise<CryptoKey>>();

function encryptionKey(secret: string | Buffer, salt = ""): Promise<CryptoKey> {
  const id = `${String(secret)}\u0000${salt}`;
  let key = keys.get(id);
  if (!key) {
    const info = `NextAuth.js Generated Encryption Key${salt ? ` (${salt})` : ""}`;
    const bytes = new Uint8Array(hkdfSync("sha256", secret, salt, info, 32));
    key = crypto.subtle.importKey("raw", bytes, "AES-GCM", false, ["encrypt", "decrypt"]);
    // A failed import must not stay cached: the next request tries again.
    key.catch(() => keys.delete(id));
    keys.set(id, key);
  }
  return key;
}

export async function encodeSessionJwt({ token = {}, secret, maxAge = 30 * 24 * 60 * 60, salt }: JWTEncodeParams): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new EncryptJWT(token as JWTPayload)
    .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
    .setIssuedAt(now)
    .setExpirationTime(now + maxAge)
    .setJti(randomUUID())
    .encrypt(await encryptionKey(secret, salt));
}

export async function decodeSessionJwt({ token, secret, salt }: JWTDecodeParams): Promise<JWTPayload | null> {
  if (!token) return null;
  const { payload } = await jwtDecrypt(token, await encryptionKey(secret, salt), { clockTolerance: 15 });
  return payload;
}
