import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { availableParallelism } from "node:os";

import pLimit, { type LimitFunction } from "p-limit";

import { env } from "@/lib/env";
import { ApiError } from "@/lib/http/errors";
import { processSingleton } from "@/lib/process/singletons";

/**
 * Passwords are hashed with scrypt (memory-hard; built into Node, so no native addon).
 * Parameters follow OWASP's scrypt guidance (N=2^15, r=8, p=3: 32 MiB, 3 passes) and are
 * stored with each hash, so they can be raised later without invalidating old hashes.
 */
const PARAMS = { N: 2 ** 15, r: 8, p: 3 } as const;
/**
 * The test suite signs in thousands of times; like Devise's `stretches = 1` in test, it hashes
 * with the smallest sensible cost. Every hash carries its parameters, so nothing else changes.
 */
const TEST_PARAMS = { N: 2 ** 10, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const PREFIX = "scrypt";

/** Hashes waiting for their turn beyond this answer 503 at once: a flood cannot queue forever. */
const MAX_WAITING_HASHES = 64;

/**
 * scrypt runs on libuv's thread pool, so it never blocks the event loop itself; but unbounded,
 * a burst of sign-ins occupies every core and every pool thread (which file and DNS work share),
 * and every other request slows down. Hashes therefore run PASSWORD_HASH_CONCURRENCY at a time
 * (default: one core left free).
 */
function hashing(): LimitFunction {
  return processSingleton(
    "passwordHashing",
    () => pLimit(env().PASSWORD_HASH_CONCURRENCY ?? Math.max(1, availableParallelism() - 1)),
    // Hashes still waiting are dropped (a closed process serves no more sign-ins).
    (limit) => limit.clearQueue(),
  );
}

/** Hashes running now and waiting for their turn. */
export function passwordHashingLoad(): { running: number; waiting: number } {
  const limit = hashing();
  return { running: limit.activeCount, waiting: limit.pendingCount };
}

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const limit = hashing();
  if (limit.pendingCount >= MAX_WAITING_HASHES) {
    return Promise.reject(
      new ApiError("service_unavailable", "Too many sign-ins at once; try again in a moment.", { headers: { "Retry-After": "2" } }),
    );
  }
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r + 16 * 1024 * 1024 };
  return limit(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}

/** `scrypt$N$r$p$<salt b64>$<hash b64>` */
export async function hashPassword(password: string): Promise<string> {
  const params = env().NODE_ENV === "test" ? TEST_PARAMS : PARAMS;
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return [PREFIX, params.N, params.r, params.p, salt.toString("base64"), key.toString("base64")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [prefix, n, r, p, salt, hash] = stored.split("$");
  if (prefix !== PREFIX || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const actual = await derive(password, Buffer.from(salt, "base64"), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of a random password, so sign-in takes as long for unknown emails as for known ones. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(16).toString("hex"));
  return decoyHash;
}
