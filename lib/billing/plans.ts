// Data only (no environment): the dashboard shows the same table. Stripe prices: ./prices.ts.

/** The limits a plan sets, for one team. `null` would be unlimited; every plan today has a number for each. */
export interface PlanLimits {
  /** Apps registered at once. */
  apps: number;
  /** The shortest automatic sync interval allowed, in minutes. */
  sync_interval: number;
  /** Manual syncs (`GET /apps/{appId}/pull` that start one) per UTC day. */
  manual_syncs: number;
  /** Agent proposals per UTC calendar month. */
  agent_actions: number;
  /** Model-brain tokens per UTC calendar month; 0 = the rule brain only. */
  ai_tokens: number;
  /** Members of one team, pending invitations included. */
  seats: number;
}

export type Feature = keyof PlanLimits;

export const PLAN_IDS = ["free", "pro", "business"] as const;
export type PlanId = (typeof PLAN_IDS)[number];

interface Plan {
  id: PlanId;
  name: string;
  /** For display; Stripe's price is what is charged. In cents (USD). */
  priceMonthlyCents: number | null;
  limits: PlanLimits;
}

/** The plans, in upgrade order. */
export const PLANS: readonly Plan[] = [
  {
    id: "free",
    name: "Free",
    priceMonthlyCents: null,
    limits: { apps: 3, sync_interval: 15, manual_syncs: 20, agent_actions: 100, ai_tokens: 0, seats: 3 },
  },
  {
    id: "pro",
    name: "Pro",
    priceMonthlyCents: 2900,
    limits: { apps: 25, sync_interval: 5, manual_syncs: 200, agent_actions: 2_000, ai_tokens: 2_000_000, seats: 10 },
  },
  {
    id: "business",
    name: "Business",
    priceMonthlyCents: 14900,
    limits: { apps: 200, sync_interval: 5, manual_syncs: 2_000, agent_actions: 20_000, ai_tokens: 20_000_000, seats: 50 },
  },
];

/** The plan with this id; an id no longer offered counts as free (limits never go missing). */
export function planFor(planId: string): Plan {
  return PLANS.find((plan) => plan.id === planId) ?? PLANS[0]!;
}
