import "server-only";

import { createHash } from "node:crypto";

import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";

import { env } from "@/lib/env";
import { ApiError } from "@/lib/http/errors";
import { createSharedLimiter } from "@/lib/http/rate-limits";
import { processSingleton } from "@/lib/process/singletons";

const DAY_SECONDS = 24 * 60 * 60;

// Counted apart from the invitation rows: revoking, or deleting the team with them, gives nothing back.
function limiters(): { address: RateLimiterAbstract; team: RateLimiterAbstract } {
  return processSingleton("invitationLimiters", () => ({
    address: createSharedLimiter({
      keyPrefix: "invitations:address",
      points: env().INVITATIONS_PER_ADDRESS_PER_DAY,
      duration: DAY_SECONDS,
    }),
    team: createSharedLimiter({ keyPrefix: "invitations:team", points: env().INVITATIONS_PER_TEAM_PER_DAY, duration: DAY_SECONDS }),
  }));
}

/** Spends one point of `key`, or answers how many seconds until one is back. */
async function spend(limiter: RateLimiterAbstract, key: string): Promise<number | null> {
  try {
    await limiter.consume(key);
    return null;
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
  }
}

const capped = (detail: string, retryAfter: number) => {
  const wait = retryAfter >= 2 * 3600 ? `${Math.floor(retryAfter / 3600)} hours` : `${Math.ceil(retryAfter / 60)} minutes`;
  return new ApiError("rate_limited", `${detail} Try again in ${wait}.`, { headers: { "Retry-After": String(retryAfter) } });
};

/**
 * Spends one of the team's invitations of the day and one of the invited address's (from every
 * team together), so nobody can flood an inbox through invite, revoke, invite again. Over either
 * cap: `429 rate_limited` with `Retry-After`, and neither is spent. Answers the refund, for an
 * invitation that is refused after all (nothing is emailed then). Addresses are hashed, so the
 * counters' store holds none.
 */
export async function spendInvitation(teamId: string, email: string): Promise<() => Promise<void>> {
  const { address, team } = limiters();
  const addressKey = createHash("sha256").update(email).digest("base64url");
  const teamWait = await spend(team, teamId);
  if (teamWait !== null) {
    throw capped(`This team has sent the ${env().INVITATIONS_PER_TEAM_PER_DAY} invitations it may send in a day.`, teamWait);
  }
  const addressWait = await spend(address, addressKey);
  if (addressWait !== null) {
    await team.reward(teamId, 1);
    throw capped(`This address was invited ${env().INVITATIONS_PER_ADDRESS_PER_DAY} times today, as often as it may be.`, addressWait);
  }
  return async () => {
    await Promise.all([team.reward(teamId, 1), address.reward(addressKey, 1)]);
  };
}
