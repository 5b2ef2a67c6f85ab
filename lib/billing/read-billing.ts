import "server-only";

import { db } from "@/lib/db/client";

import { PLANS, planFor } from "./plans";
import { stripePriceId } from "./prices";
import { billingConfigured } from "./stripe-client";

export function listPlans() {
  const configured = billingConfigured();
  return {
    items: PLANS.map((plan) => ({
      id: plan.id,
      name: plan.name,
      priceMonthly: plan.priceMonthlyCents === null ? null : { amount: plan.priceMonthlyCents, currency: "usd" },
      limits: plan.limits,
      purchasable: configured && stripePriceId(plan.id) !== null,
    })),
  };
}

export async function getBilling(userId: string) {
  const user = await db().user.findUniqueOrThrow({ where: { id: userId } });
  const plan = planFor(user.planId);
  return {
    plan: { id: plan.id, name: plan.name },
    status: user.subscriptionStatus,
    currentPeriodEnd: user.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: user.cancelAtPeriodEnd,
    provider: user.stripeCustomerId ? ("stripe" as const) : null,
    configured: billingConfigured(),
  };
}
