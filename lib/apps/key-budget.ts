import "server-only";

import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { env } from "@/lib/env";
import type { RateBudget } from "@/lib/store/rate-limit";
import { BudgetWaitError, type RequestBudget, type RequestPriority } from "@/lib/store/request-budget";

import { sandboxIdFor } from "./store-sandbox";

// One App Store Connect budget per key, in the database (StoreKeyBudget), so every instance and
// every kind of work sees the same hour. Each request is claimed with one conditional UPDATE
// (atomic across connections and instances): the claim counts it in flight until its response
// brings Apple's figure. What may still be spent is Apple's latest figure minus the requests in
// flight; scheduled syncs stop where the reserve for people begins.

const HOUR_MS = 3_600_000;
const PROBE_MS = 60_000;
/** Apple's documented hourly limit per key, assumed until a response tells the real one. */
const ASSUMED_HOURLY_LIMIT = 3600;

interface KeyRef {
  keyId: string;
  issuerId?: string | null;
  isIndividualKey: boolean;
}

/**
 * Whose budget a key's requests spend. With Apple: who the key is to Apple (the issuer and key
 * id of a team key, the key id of an individual key), whoever uses it. With the built-in
 * simulator every account holds the same public demo key, each in a sandbox of its own with its
 * own budget: the identity is the key in `ownerId`'s sandbox, so one account's syncs never spend
 * another's.
 */
export function keyIdentity(key: KeyRef, ownerId: string): string {
  const apple = key.isIndividualKey || !key.issuerId ? `individual:${key.keyId}` : `${key.issuerId}:${key.keyId}`;
  return env().storeSimulatorMounted ? `${sandboxIdFor(ownerId)}/${apple}` : apple;
}

/** Requests the reserve keeps for people, out of `limit`. */
const reserveFor = (limit: number) => Math.ceil(limit * env().STORE_BUDGET_BACKGROUND_RESERVE);

/** A granted request: its number, and whether no other request of the key was in flight when it was claimed. */
export interface Claim {
  number: number;
  alone: boolean;
}

/**
 * Claims one request for `priority`: the claim's number when granted (for its response to
 * hand back), else when the budget is expected back.
 * A window older than an hour is over: the key has its full limit again (Apple's next figure
 * corrects the guess at once). Past the limit, a person's request may still probe once a minute:
 * Apple's hour is rolling, so requests come back before the whole hour has passed.
 */
export async function claimRequest(
  identity: string,
  priority: RequestPriority,
  now: Date,
): Promise<{ claim: Claim; resumesAt?: never } | { claim?: never; resumesAt: Date }> {
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const minuteAgo = new Date(now.getTime() - PROBE_MS);
  const reserveShare = priority === "user" ? 0 : env().STORE_BUDGET_BACKGROUND_RESERVE;
  const mayProbe = priority === "user";
  const background = priority === "user" ? 0 : 1;
  const claim = async () =>
    (
      await db().$queryRaw<{ claims: number; inFlight: number }[]>`
        UPDATE "StoreKeyBudget" SET
          "remaining" = CASE WHEN "windowStartedAt" <= ${hourAgo} THEN "limit" ELSE "remaining" END,
          "inFlight" = CASE WHEN "windowStartedAt" <= ${hourAgo} THEN 1 ELSE "inFlight" + 1 END,
          "windowStartedAt" = CASE WHEN "windowStartedAt" <= ${hourAgo} THEN ${now} ELSE "windowStartedAt" END,
          "backgroundClaims" = CASE WHEN "windowStartedAt" <= ${hourAgo} THEN 0 ELSE "backgroundClaims" END + ${background}::int,
          "observedAt" = CASE WHEN "windowStartedAt" > ${hourAgo} AND "remaining" - "inFlight" <= 0 THEN ${now} ELSE "observedAt" END,
          "claims" = "claims" + 1
        WHERE "keyIdentity" = ${identity}
          AND ((CASE WHEN "windowStartedAt" <= ${hourAgo} THEN "limit" ELSE "remaining" - "inFlight" END)
            > CEIL("limit" * ${reserveShare}::float8)
            OR (${mayProbe} AND "observedAt" <= ${minuteAgo}))
        RETURNING "claims", "inFlight"`
    ).map((row) => ({ number: row.claims, alone: row.inFlight === 1 }))[0];
  const granted = await claim();
  if (granted !== undefined) return { claim: granted };
  // Refused: the key may have no row yet (its first request, here or elsewhere at this moment,
  // in which case a row seen now may be one a concurrent first request just created), or no
  // requests left. Create the row if it is missing and claim again: only a second refusal is one.
  await db().$executeRaw`
    INSERT INTO "StoreKeyBudget" ("keyIdentity", "limit", "remaining", "observedAt", "inFlight", "windowStartedAt")
    VALUES (${identity}, ${ASSUMED_HOURLY_LIMIT}, ${ASSUMED_HOURLY_LIMIT}, ${now}, 0, ${now})
    ON CONFLICT ("keyIdentity") DO NOTHING`;
  const retried = await claim();
  if (retried !== undefined) return { claim: retried };
  const row = await db().storeKeyBudget.findUnique({ where: { keyIdentity: identity }, select: { windowStartedAt: true } });
  return { resumesAt: new Date((row?.windowStartedAt.getTime() ?? now.getTime()) + HOUR_MS) };
}

/**
 * A response came back: the request `claim` is no longer in flight. Requests sent together may
 * reach Apple, and come back, in any order, so within the hour a figure only ever lowers ours; it
 * may raise it (Apple's rolling hour gave requests back) only when the request was alone all the
 * way: none in flight when it was claimed, none claimed since. Then it is the latest word. Such a
 * figure near the full limit starts a new hour. A response without a figure (or no response)
 * counts as spent.
 */
async function recordResponse(identity: string, figure: RateBudget | undefined, now: Date, claim: Claim): Promise<void> {
  if (!figure) {
    await db().$executeRaw`
      UPDATE "StoreKeyBudget" SET "inFlight" = GREATEST("inFlight" - 1, 0), "remaining" = GREATEST("remaining" - 1, 0)
      WHERE "keyIdentity" = ${identity}`;
    return;
  }
  const latestWord = Prisma.sql`${claim.alone} AND "claims" = ${claim.number} AND "inFlight" = 1`;
  const newHour = Prisma.sql`${latestWord} AND ${figure.remaining >= figure.limit - 1}`;
  await db().$executeRaw`
    UPDATE "StoreKeyBudget" SET
      "limit" = ${figure.limit},
      "remaining" = CASE WHEN ${latestWord} THEN ${figure.remaining} ELSE LEAST("remaining", ${figure.remaining}) END,
      "observedAt" = ${now},
      "inFlight" = GREATEST("inFlight" - 1, 0),
      "windowStartedAt" = CASE WHEN ${newHour} THEN ${now} ELSE "windowStartedAt" END,
      "backgroundClaims" = CASE WHEN ${newHour} THEN LEAST("backgroundClaims", ${figure.limit - figure.remaining}::int) ELSE "backgroundClaims" END
    WHERE "keyIdentity" = ${identity}`;
}

/** The budget a key's store clients draw from, for work of one priority. */
export function sharedRequestBudget(identity: string, priority: RequestPriority, clock: () => number = Date.now): RequestBudget {
  return {
    async take() {
      const now = clock();
      const { claim, resumesAt } = await claimRequest(identity, priority, new Date(now));
      if (resumesAt) throw new BudgetWaitError(priority, resumesAt.getTime(), now);
      return claim;
    },
    observe: (figure, claim) => recordResponse(identity, figure, new Date(clock()), claim as Claim),
  };
}

/**
 * Scheduled syncs spread their share of the hour over it rather than spending it as soon as the
 * hour begins (and then leaving every app waiting for its end): by any moment of the hour they may
 * have spent their share's pro rata part of it, and this much more. Their share is what they spent
 * this hour and what is left above the reserve, so people's own use, which draws on the same
 * requests, slows the pace at once and the rest still lasts the hour.
 */
const PACE_HEADROOM_MS = 10 * 60_000;

export interface KeyBudgetView {
  limit: number;
  /** Requests still available this hour (Apple's last figure, less those in flight). */
  remaining: number;
  /** The part of the limit scheduled syncs leave to people's own requests. */
  reserve: number;
  /** What scheduled syncs may spend now: above the reserve for people, and no faster than the pace of the hour. */
  backgroundRemaining: number;
  /** When scheduled syncs may have spent `requests` more than they have: the pace's time for it, or the hour's end. */
  backgroundAvailableAt(requests: number): Date;
  /** When the hour's budget is expected back in full. */
  resetsAt: Date | null;
}

/** The hour's budget of each key, as every instance sees it; a key never used has its full limit. */
export async function readKeyBudgets(identities: readonly string[], now: Date): Promise<Map<string, KeyBudgetView>> {
  const rows = await db().storeKeyBudget.findMany({ where: { keyIdentity: { in: [...new Set(identities)] } } });
  const byKey = new Map(rows.map((row) => [row.keyIdentity, row]));
  return new Map(
    identities.map((identity) => {
      const row = byKey.get(identity);
      const current = row && now.getTime() - row.windowStartedAt.getTime() < HOUR_MS;
      const limit = row?.limit ?? ASSUMED_HOURLY_LIMIT;
      const remaining = current ? Math.max(0, row.remaining - row.inFlight) : limit;
      const reserve = reserveFor(limit);
      // A key whose hour has not begun begins it with the next request.
      const hourStart = current ? row.windowStartedAt.getTime() : now.getTime();
      const aboveReserve = Math.max(0, remaining - reserve);
      const spent = current ? row.backgroundClaims : 0;
      const pace = { share: spent + aboveReserve, spent, hourStart };
      return [
        identity,
        {
          limit,
          remaining,
          reserve,
          backgroundRemaining: Math.max(0, Math.min(aboveReserve, pacedAllowance(pace, now.getTime()) - pace.spent)),
          backgroundAvailableAt: (requests) => {
            if (requests > aboveReserve) return new Date(hourStart + HOUR_MS);
            return new Date(Math.max(now.getTime(), pacedTime(pace, pace.spent + requests)));
          },
          resetsAt: current ? new Date(row.windowStartedAt.getTime() + HOUR_MS) : null,
        },
      ];
    }),
  );
}

interface Pace {
  /** The scheduled syncs' share of the hour: what they spent of it and what is left above the reserve. */
  share: number;
  /** What scheduled work spent this hour. */
  spent: number;
  hourStart: number;
}

/** What scheduled syncs may have spent by `at`. */
const pacedAllowance = (pace: Pace, at: number) => Math.floor(pace.share * Math.min(1, (at - pace.hourStart + PACE_HEADROOM_MS) / HOUR_MS));

/** When the pace allows `spent` requests in all (the inverse of pacedAllowance). */
const pacedTime = (pace: Pace, spent: number) => pace.hourStart - PACE_HEADROOM_MS + Math.ceil((spent / pace.share) * HOUR_MS);

/** The hour's budget of the key an app uses, for its owner. */
export async function readKeyBudget(key: KeyRef, ownerId: string, now = new Date()) {
  const identity = keyIdentity(key, ownerId);
  return (await readKeyBudgets([identity], now)).get(identity)!;
}
