import "server-only";

import { env } from "@/lib/env";

import { PLAN_IDS, type PlanId } from "./plans";

/** The Stripe price the plan is sold at, from the environment; null for free or when unset. */
export function stripePriceId(planId: PlanId): string | null {
  if (planId === "pro") return env().STRIPE_PRICE_PRO ?? null;
  if (planId === "business") return env().STRIPE_PRICE_BUSINESS ?? null;
  return null;
}

/** The paid plan a Stripe price id sells, if it is one of ours. */
export function planForPrice(priceId: string): PlanId | null {
  return PLAN_IDS.find((id) => id !== "free" && stripePriceId(id) === priceId) ?? null;
}
