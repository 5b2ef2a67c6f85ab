import "server-only";

import { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";

import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { processSingleton } from "@/lib/process/singletons";

import { ApiError } from "./errors";

/**
 * The rate-limit budgets, one per route group, per minute. `api` is keyed by user (by client
 * IP before sign-in); `auth` guards registration and sign-in per client IP against guessing.
 */
export function rateLimitBudgets() {
  return {
    api: { points: env().RATE_LIMIT_PER_MINUTE, duration: 60 },
    auth: { points: env().AUTH_RATE_LIMIT_PER_MINUTE, duration: 60 },
  } as const;
}

export type RateLimitGroup = keyof ReturnType<typeof rateLimitBudgets>;

export interface RateLimitState {
  limit: number;
  remaining: number;
  /** Seconds until the window resets. */
  resetSeconds: number;
}

function limiter(group: RateLimitGroup): RateLimiterAbstract {
  const limiters = processSingleton("rateLimiters", () => new Map<RateLimitGroup, RateLimiterAbstract>());
  let existing = limiters.get(group);
  if (!existing) {
    existing = createLimiter(group);
    limiters.set(group, existing);
  }
  return existing;
}

function createLimiter(group: RateLimitGroup): RateLimiterAbstract {
  return createSharedLimiter({ keyPrefix: `rl:${group}`, ...rateLimitBudgets()[group] });
}

/**
 * A rate-limiter-flexible limiter in Redis when REDIS_URL is set (shared by all instances), in
 * memory otherwise. If Redis is unreachable, each instance falls back to its own memory counter
 * rather than refusing or failing every request.
 */
export function createSharedLimiter(options: { keyPrefix: string; points: number; duration: number }): RateLimiterAbstract {
  const redisUrl = env().REDIS_URL;
  if (!redisUrl) return new RateLimiterMemory(options);
  return new RateLimiterRedis({
    ...options,
    storeClient: redisClient(redisUrl),
    useRedisPackage: false,
    rejectIfRedisNotReady: true,
    insuranceLimiter: new RateLimiterMemory(options),
  });
}

function redisClient(url: string): Redis {
  return processSingleton(
    "rateLimitRedis",
    () =>
      new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 }).on("error", (error: Error) =>
        log.warn({ err: error.message }, "rate limit store unavailable"),
      ),
    (redis) => redis.disconnect(),
  );
}

/** Spends one point of `key`'s budget; throws `rate_limited` (with the headers) when none is left. */
export async function consumeRateLimit(group: RateLimitGroup, key: string): Promise<RateLimitState> {
  const { points } = rateLimitBudgets()[group];
  try {
    return toState(points, await limiter(group).consume(key));
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    const state = toState(points, rejection);
    throw new ApiError("rate_limited", `Rate limit of ${points} requests per minute exceeded; retry in ${state.resetSeconds} s.`, {
      headers: { ...rateLimitHeaders(state), "Retry-After": String(state.resetSeconds) },
    });
  }
}

export function rateLimitHeaders(state: RateLimitState): Record<string, string> {
  return {
    "RateLimit-Limit": String(state.limit),
    "RateLimit-Remaining": String(state.remaining),
    "RateLimit-Reset": String(state.resetSeconds),
  };
}

function toState(limit: number, result: RateLimiterRes): RateLimitState {
  return {
    limit,
    remaining: Math.max(0, result.remainingPoints),
    resetSeconds: Math.max(1, Math.ceil(result.msBeforeNext / 1000)),
  };
}
