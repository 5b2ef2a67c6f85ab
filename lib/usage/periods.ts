/** The features counted per period; `apps` and `sync_interval` are limits on state, not counts. */
export const PERIODIC_FEATURES = ["manual_syncs", "agent_actions", "ai_tokens"] as const;
export type PeriodicFeature = (typeof PERIODIC_FEATURES)[number];

interface Period {
  start: Date;
  /** Exclusive: the next period's start, when the count starts again. */
  end: Date;
}

/** The UTC calendar day holding `now`. */
export function dayPeriod(now: Date): Period {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return { start, end: new Date(start.getTime() + 86_400_000) };
}

/** The UTC calendar month holding `now`. */
export function monthPeriod(now: Date): Period {
  return {
    start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
    end: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
  };
}

/** Manual syncs are counted per day, the rest per month. */
export const periodOf = (feature: PeriodicFeature, now: Date): Period => (feature === "manual_syncs" ? dayPeriod(now) : monthPeriod(now));
