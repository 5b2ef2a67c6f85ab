import "server-only";

import { db } from "@/lib/db/client";
import { defaultTeamId, membershipOrThrow } from "@/lib/teams/membership";

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

/** The team's plan and subscription: any member may read them; owners manage them. */
export async function getTeamBilling(userId: string, teamId: string) {
  await membershipOrThrow(userId, teamId);
  const team = await db().team.findUniqueOrThrow({ where: { id: teamId } });
  const plan = planFor(team.planId);
  return {
    teamId,
    plan: { id: plan.id, name: plan.name },
    status: team.subscriptionStatus,
    currentPeriodEnd: team.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: team.cancelAtPeriodEnd,
    provider: team.stripeCustomerId ? ("stripe" as const) : null,
    configured: billingConfigured(),
  };
}

/** The same for the team a request names none for: the personal team, or a token's one team. */
export async function getBilling(userId: string) {
  return getTeamBilling(userId, await defaultTeamId(userId));
}
