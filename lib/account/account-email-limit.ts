import "server-only";

import { createHash } from "node:crypto";

import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";

import { env } from "@/lib/env";
import { createSharedLimiter } from "@/lib/http/rate-limits";
import { processSingleton } from "@/lib/process/singletons";

function limiter(): RateLimiterAbstract {
  return processSingleton("accountEmailLimiter", () =>
    createSharedLimiter({ keyPrefix: "account-email", points: env().ACCOUNT_EMAILS_PER_HOUR, duration: 60 * 60 }),
  );
}

/**
 * Spends one of ACCOUNT_EMAILS_PER_HOUR for each key (an address, an account) and says whether
 * every one had some left. Linked emails are bounded so nobody can flood an inbox through the
 * service; keys are hashed, so the counters' store holds no addresses.
 */
export async function allowAccountEmail(keys: string[]): Promise<boolean> {
  let allowed = true;
  for (const key of keys) {
    try {
      await limiter().consume(createHash("sha256").update(key).digest("base64url"));
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      allowed = false;
    }
  }
  return allowed;
}
