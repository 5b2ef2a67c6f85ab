import "server-only";

import Stripe from "stripe";

import type { Team } from "@/lib/db/generated/client";

import { callStripe, stripe } from "./stripe-client";

/**
 * Ends the team's Stripe subscription at once (used before the team is deleted, alone or with its
 * last member's account, so a deleted team is never charged again). A subscription Stripe no
 * longer has counts as ended; any other failure is `503` and the caller changes nothing.
 */
export async function cancelSubscriptionNow(team: Pick<Team, "stripeSubscriptionId" | "subscriptionStatus">): Promise<void> {
  const id = team.stripeSubscriptionId;
  if (!id || team.subscriptionStatus === "canceled" || team.subscriptionStatus === "none") return;
  await callStripe("cancel subscription", async () => {
    try {
      await stripe().subscriptions.cancel(id);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_missing") return;
      throw error;
    }
  });
}
