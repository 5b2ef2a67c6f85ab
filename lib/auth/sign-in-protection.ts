import "server-only";

import { createHash } from "node:crypto";

import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";

import { env } from "@/lib/env";
import { ApiError } from "@/lib/http/errors";
import { createSharedLimiter } from "@/lib/http/rate-limits";
import { processSingleton } from "@/lib/process/singletons";
import { normalizeEmail } from "@/lib/text/email-address";

/**
 * Brute-force protection for sign-in, per account, whatever address the attempts come from
 * (rate-limiter-flexible's login-protection pattern). Consecutive failures are counted per email
 * and per email + client address; a success clears both. Past either limit the account (or the
 * account from that address) is blocked, first for BASE_BLOCK_SECONDS, doubling with each further
 * block within a day, up to a day. A blocked sign-in answers 429 with Retry-After before any
 * password is hashed. Emails with no account are counted the same way, so the answer never
 * tells whether an account exists.
 *
 * The per-account block can be triggered by someone else (that is its point); the owner can still
 * reset the password, which is not blocked.
 */
const DAY_SECONDS = 24 * 60 * 60;
const BASE_BLOCK_SECONDS = { account: 15 * 60, accountAndAddress: 60 } as const;

type Scope = keyof typeof BASE_BLOCK_SECONDS;

interface Limiters {
  failures: Record<Scope, RateLimiterAbstract>;
  /** How many times a key was blocked in the last day: the next block is twice as long. */
  blocks: RateLimiterAbstract;
}

function limiters(): Limiters {
  return processSingleton("signInLimiters", () => ({
    failures: {
      account: createSharedLimiter({ keyPrefix: "signin:fail:account", points: env().SIGN_IN_FAILURES_PER_ACCOUNT, duration: DAY_SECONDS }),
      accountAndAddress: createSharedLimiter({
        keyPrefix: "signin:fail:account-address",
        points: env().SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS,
        duration: DAY_SECONDS,
      }),
    },
    blocks: createSharedLimiter({ keyPrefix: "signin:blocks", points: 1_000_000, duration: DAY_SECONDS }),
  }));
}

interface Attempt {
  email: string;
  clientAddress: string;
}

function keys(attempt: Attempt): Record<Scope, string> {
  // Hashed: the counters' store does not need to hold email addresses.
  const account = createHash("sha256").update(normalizeEmail(attempt.email)).digest("base64url");
  return { account, accountAndAddress: `${account}:${attempt.clientAddress}` };
}

const limitOf = (scope: Scope) =>
  scope === "account" ? env().SIGN_IN_FAILURES_PER_ACCOUNT : env().SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS;

/** Throws 429 `rate_limited` with Retry-After while the account (or the account from this address) is blocked. */
export async function assertSignInAllowed(attempt: Attempt): Promise<void> {
  const { failures } = limiters();
  const key = keys(attempt);
  for (const scope of ["account", "accountAndAddress"] as const) {
    const state = await failures[scope].get(key[scope]);
    if (state && state.consumedPoints > limitOf(scope)) throw blocked(state);
  }
}

/** Counts a failed sign-in; the failure that reaches a limit starts a block. */
export async function recordSignInFailure(attempt: Attempt): Promise<void> {
  const { failures, blocks } = limiters();
  const key = keys(attempt);
  for (const scope of ["account", "accountAndAddress"] as const) {
    const state = await failures[scope].penalty(key[scope], 1);
    if (state.consumedPoints < limitOf(scope)) continue;
    const { consumedPoints: blocksToday } = await blocks.penalty(`${scope}:${key[scope]}`, 1);
    const seconds = Math.min(DAY_SECONDS, BASE_BLOCK_SECONDS[scope] * 2 ** (blocksToday - 1));
    await failures[scope].block(key[scope], seconds);
  }
}

/** A successful sign-in clears the consecutive failures (not the record of earlier blocks). */
export async function recordSignInSuccess(attempt: Attempt): Promise<void> {
  const { failures } = limiters();
  const key = keys(attempt);
  await Promise.all([failures.account.delete(key.account), failures.accountAndAddress.delete(key.accountAndAddress)]);
}

function blocked(state: RateLimiterRes): ApiError {
  const seconds = Math.max(1, Math.ceil(state.msBeforeNext / 1000));
  const wait = seconds >= 120 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
  return new ApiError("rate_limited", `Too many failed sign-ins for this account. Try again in ${wait}, or reset your password.`, {
    headers: { "Retry-After": String(seconds) },
  });
}
