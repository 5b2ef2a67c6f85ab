import "server-only";

import { planFor, type Feature } from "@/lib/billing/plans";
import { db } from "@/lib/db/client";
import { defaultTeamId, membershipOrThrow } from "@/lib/teams/membership";

import { monthPeriod, periodOf, PERIODIC_FEATURES } from "./periods";

interface UsageItem {
  /** Seats are counted per team: the team's settings page shows them. */
  feature: Exclude<Feature, "seats">;
  used: number;
  limit: number | null;
  resetsAt: string | null;
}

/**
 * A team's usage against its plan (any member may read it): one read of this period's counters and one count of apps.
 * `sync_interval` is a setting, not a count: `used` is the shortest interval among the team's
 * apps (0 without apps).
 */
export async function getTeamUsage(userId: string, teamId: string, now = new Date()) {
  await membershipOrThrow(userId, teamId);
  const team = await db().team.findUniqueOrThrow({ where: { id: teamId }, select: { planId: true } });
  const plan = planFor(team.planId);
  const [apps, shortest, counters] = await Promise.all([
    db().app.count({ where: { teamId } }),
    db().app.aggregate({ where: { teamId }, _min: { pullInterval: true } }),
    db().usageCounter.findMany({
      where: { teamId, OR: PERIODIC_FEATURES.map((feature) => ({ feature, periodStart: periodOf(feature, now).start })) },
    }),
  ]);
  const used = (feature: string) => counters.find((counter) => counter.feature === feature)?.used ?? 0;
  const month = monthPeriod(now);
  const items: UsageItem[] = [
    { feature: "apps", used: apps, limit: plan.limits.apps, resetsAt: null },
    { feature: "sync_interval", used: shortest._min.pullInterval ?? 0, limit: plan.limits.sync_interval, resetsAt: null },
    ...PERIODIC_FEATURES.map((feature) => ({
      feature,
      used: used(feature),
      limit: plan.limits[feature],
      resetsAt: periodOf(feature, now).end.toISOString(),
    })),
  ];
  return {
    teamId,
    plan: { id: plan.id, name: plan.name },
    period: { start: month.start.toISOString(), end: month.end.toISOString() },
    items,
  };
}

/** The same for the team a request names none for: the personal team, or a token's one team. */
export async function getUsage(userId: string) {
  return getTeamUsage(userId, await defaultTeamId(userId));
}
