import "server-only";

import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/http/errors";

import { ensureStripeCustomer } from "./customer";
import type { PlanId } from "./plans";
import { stripePriceId } from "./prices";
import { billingConfigured, callStripe, notConfigured, stripe } from "./stripe-client";

/** Statuses in which the user has a subscription to change rather than a new one to start. */
const SUBSCRIBED = ["trialing", "active", "past_due", "unpaid"];

const billingPage = () => `${env().APP_URL}/settings/billing`;

/**
 * A Stripe Checkout Session for the plan's price (`client_reference_id` = the user). A user
 * whose subscription is already running changes plans in the Customer Portal instead (one
 * subscription per user, prorated by Stripe), so they get the portal's URL.
 */
export async function startCheckout(userId: string, planId: PlanId): Promise<{ url: string }> {
  if (!billingConfigured()) throw notConfigured();
  const price = stripePriceId(planId);
  if (!price) {
    throw new ApiError("validation_failed", "This plan cannot be bought.", {
      errors: [
        { path: "body.planId", message: planId === "free" ? "Free needs no checkout" : "No Stripe price is configured for this plan" },
      ],
    });
  }
  const user = await db().user.findUniqueOrThrow({ where: { id: userId }, select: { subscriptionStatus: true } });
  if (SUBSCRIBED.includes(user.subscriptionStatus)) return openPortal(userId);
  const customer = await callStripe("create customer", () => ensureStripeCustomer(userId));
  const session = await callStripe("create checkout session", () =>
    stripe().checkout.sessions.create({
      mode: "subscription",
      customer,
      client_reference_id: userId,
      line_items: [{ price, quantity: 1 }],
      metadata: { userId, planId },
      subscription_data: { metadata: { userId } },
      success_url: `${billingPage()}?checkout=success`,
      cancel_url: `${billingPage()}?checkout=cancelled`,
    }),
  );
  if (!session.url) throw new ApiError("service_unavailable", "Stripe did not return a checkout page; try again.");
  return { url: session.url };
}

/** A Stripe Customer Portal session: change plan, payment method, invoices, cancel. */
export async function openPortal(userId: string): Promise<{ url: string }> {
  if (!billingConfigured()) throw notConfigured();
  const customer = await callStripe("create customer", () => ensureStripeCustomer(userId));
  const session = await callStripe("create portal session", () =>
    stripe().billingPortal.sessions.create({ customer, return_url: billingPage() }),
  );
  return { url: session.url };
}
