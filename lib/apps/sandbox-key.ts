import "server-only";

import { createECDH, createPrivateKey } from "node:crypto";

import { serviceMac } from "@/lib/crypto/service-mac";
import type { SimulatorKey } from "@/lib/store/built-in-store";

/** The order of P-256's group: a private key is a number from 1 to n − 1. */
const P256_ORDER = 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551n;

/** An HMAC of the sandbox id for one purpose, as 64 hex digits. */
const derived = (purpose: string, sandboxId: string) => Buffer.from(serviceMac(purpose, sandboxId), "base64url").toString("hex");

interface SandboxKey {
  key: { keyId: string; issuerId: string; privateKey: string };
  /** Its public half, as the simulator checks a token with it. */
  simKey: SimulatorKey;
}

/** Keys made lately (deriving one costs milliseconds, and every store request needs its sandbox's): the most recent last. */
const made = new Map<string, SandboxKey>();
const KEPT = 256;

/**
 * The team key of one sandbox of the built-in simulator: the only key its address answers to over
 * HTTP, so knowing another account's address and the public demo key opens nothing. Derived from
 * the sandbox id with AUTH_SECRET (nothing stored; it changes with the secret, as the address
 * does), shaped like Apple's: a 10-character key id, a UUID issuer id, an EC P-256 key as PKCS#8.
 */
export function sandboxTeamKey(sandboxId: string): SandboxKey["key"] {
  return sandboxKey(sandboxId).key;
}

/** The public half of `sandboxTeamKey`, as the simulator registers a key. */
export function sandboxPublicKey(sandboxId: string): SimulatorKey {
  return sandboxKey(sandboxId).simKey;
}

function sandboxKey(sandboxId: string): SandboxKey {
  // Keyed by a derivation, not the id alone: another AUTH_SECRET makes other keys.
  const seed = derived("store-sandbox-key", sandboxId);
  const kept = made.get(seed);
  if (kept) {
    made.delete(seed);
    made.set(seed, kept);
    return kept;
  }
  const keyId = derived("store-sandbox-key-id", sandboxId).slice(0, 10).toUpperCase();
  const issuer = derived("store-sandbox-issuer", sandboxId);
  const issuerId = `${issuer.slice(0, 8)}-${issuer.slice(8, 12)}-4${issuer.slice(13, 16)}-a${issuer.slice(17, 20)}-${issuer.slice(20, 32)}`;
  // 256 bits folded into [1, n − 1]: the bias is below 2⁻¹²⁸.
  const scalar = (BigInt(`0x${seed}`) % (P256_ORDER - 1n)) + 1n;
  const d = Buffer.from(scalar.toString(16).padStart(64, "0"), "hex");
  const ecdh = createECDH("prime256v1");
  ecdh.setPrivateKey(d);
  const point = ecdh.getPublicKey();
  const x = point.subarray(1, 33).toString("base64url");
  const y = point.subarray(33).toString("base64url");
  const privateKey = createPrivateKey({ key: { kty: "EC", crv: "P-256", d: d.toString("base64url"), x, y }, format: "jwk" })
    .export({ type: "pkcs8", format: "pem" })
    .toString();
  const entry: SandboxKey = {
    key: { keyId, issuerId, privateKey },
    simKey: { keyId, kind: "team", issuerId, publicKeyJwk: { kty: "EC", crv: "P-256", x, y } },
  };
  made.set(seed, entry);
  if (made.size > KEPT) made.delete(made.keys().next().value!);
  return entry;
}
