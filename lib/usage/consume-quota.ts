import "server-only";

import { planFor } from "@/lib/billing/plans";
import type { Tx } from "@/lib/db/client";

import { periodOf, type PeriodicFeature } from "./periods";
import { quotaExceeded } from "./quota-error";

/** The team's plan, read with its row locked against a concurrent plan change. */
export async function lockedPlan(tx: Tx, teamId: string) {
  const [row] = await tx.$queryRaw<{ planId: string }[]>`SELECT "planId" FROM "Team" WHERE "id" = ${teamId} FOR UPDATE`;
  return planFor(row?.planId ?? "free");
}

/** The team's plan (a team gone has none: free's limits). */
export async function teamPlan(tx: Tx, teamId: string) {
  const team = await tx.team.findUnique({ where: { id: teamId }, select: { planId: true } });
  return planFor(team?.planId ?? "free");
}

/**
 * Takes `amount` units of a periodic quota in the caller's transaction, or throws
 * `402 quota_exceeded` and takes nothing. One statement increments the period's counter only
 * while the result stays within the limit: PostgreSQL locks the row for the update and checks
 * the condition against the latest committed count, so of two requests for the last unit
 * exactly one gets a row back. The period is part of the key, so a new period starts at zero.
 */
export async function consumeQuota(tx: Tx, teamId: string, feature: PeriodicFeature, amount = 1, now = new Date()): Promise<number> {
  const limit = (await teamPlan(tx, teamId)).limits[feature];
  const period = periodOf(feature, now);
  const taken =
    amount <= limit
      ? await tx.$queryRaw<{ used: number }[]>`
          INSERT INTO "UsageCounter" ("teamId", "feature", "periodStart", "used", "updatedAt")
          VALUES (${teamId}, ${feature}, ${period.start}, ${amount}, ${now})
          ON CONFLICT ("teamId", "feature", "periodStart") DO UPDATE
            SET "used" = "UsageCounter"."used" + ${amount}, "updatedAt" = ${now}
            WHERE "UsageCounter"."used" + ${amount} <= ${limit}
          RETURNING "used"`
      : [];
  if (taken[0]) return taken[0].used;
  throw quotaExceeded(teamId, feature, limit, await usedInPeriod(tx, teamId, feature, now), period.end);
}

/**
 * Adds units already spent (tokens a model call used), whatever the limit: they cannot be
 * given back. Later calls see the quota spent.
 */
export async function recordUsage(tx: Tx, teamId: string, feature: PeriodicFeature, amount: number, now = new Date()): Promise<void> {
  if (amount <= 0) return;
  const period = periodOf(feature, now);
  await tx.$executeRaw`
    INSERT INTO "UsageCounter" ("teamId", "feature", "periodStart", "used", "updatedAt")
    VALUES (${teamId}, ${feature}, ${period.start}, ${amount}, ${now})
    ON CONFLICT ("teamId", "feature", "periodStart") DO UPDATE
      SET "used" = "UsageCounter"."used" + ${amount}, "updatedAt" = ${now}`;
}

/** Units used in the period holding `now`. */
async function usedInPeriod(tx: Tx, teamId: string, feature: PeriodicFeature, now = new Date()): Promise<number> {
  const counter = await tx.usageCounter.findUnique({
    where: { teamId_feature_periodStart: { teamId, feature, periodStart: periodOf(feature, now).start } },
    select: { used: true },
  });
  return counter?.used ?? 0;
}

/** What is left of a periodic quota now (0 when spent). */
export async function remainingQuota(tx: Tx, teamId: string, feature: PeriodicFeature, now = new Date()): Promise<number> {
  const limit = (await teamPlan(tx, teamId)).limits[feature];
  return Math.max(0, limit - (await usedInPeriod(tx, teamId, feature, now)));
}
