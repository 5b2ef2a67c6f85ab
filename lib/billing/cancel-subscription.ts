import "server-only";

import Stripe from "stripe";

import type { User } from "@/lib/db/generated/client";

import { callStripe, stripe } from "./stripe-client";

/**
 * Ends the user's Stripe subscription at once (used before their account is deleted, so a
 * deleted account is never charged again). A subscription Stripe no longer has counts as ended;
 * any other failure is `503` and the caller changes nothing.
 */
export async function cancelSubscriptionNow(user: Pick<User, "stripeSubscriptionId" | "subscriptionStatus">): Promise<void> {
  if (!user.stripeSubscriptionId || user.subscriptionStatus === "canceled" || user.subscriptionStatus === "none") return;
  const id = user.stripeSubscriptionId;
  await callStripe("cancel subscription", async () => {
    try {
      await stripe().subscriptions.cancel(id);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_missing") return;
      throw error;
    }
  });
}
