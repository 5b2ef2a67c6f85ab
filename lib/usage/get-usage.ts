import "server-only";

import { planFor, type Feature } from "@/lib/billing/plans";
import { db } from "@/lib/db/client";

import { monthPeriod, periodOf, PERIODIC_FEATURES } from "./periods";

interface UsageItem {
  /** Seats are counted per team: the team's settings page shows them. */
  feature: Exclude<Feature, "seats">;
  used: number;
  limit: number | null;
  resetsAt: string | null;
}

/**
 * The signed-in user's usage against their plan: one read of this period's counters and one
 * count of apps. `sync_interval` is a setting, not a count: `used` is the shortest interval
 * among the user's apps (0 without apps).
 */
export async function getUsage(userId: string, now = new Date()) {
  const user = await db().user.findUniqueOrThrow({ where: { id: userId }, select: { planId: true } });
  const plan = planFor(user.planId);
  const [apps, shortest, counters] = await Promise.all([
    db().app.count({ where: { userId } }),
    db().app.aggregate({ where: { userId }, _min: { pullInterval: true } }),
    db().usageCounter.findMany({
      where: { userId, OR: PERIODIC_FEATURES.map((feature) => ({ feature, periodStart: periodOf(feature, now).start })) },
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
    plan: { id: plan.id, name: plan.name },
    period: { start: month.start.toISOString(), end: month.end.toISOString() },
    items,
  };
}
