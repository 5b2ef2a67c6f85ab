import "server-only";

import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/http/errors";
import { assertAllowed, defaultTeamId, membershipOrThrow } from "@/lib/teams/membership";
import { isSubscribed } from "@/lib/teams/subscription-status";

import { ensureStripeCustomer } from "./customer";
import type { PlanId } from "./plans";
import { stripePriceId } from "./prices";
import { billingConfigured, callStripe, notConfigured, stripe } from "./stripe-client";

/** Who pays: the signed-in owner (their address goes to a new Stripe customer). */
interface Payer {
  id: string;
  email: string;
  name: string | null;
}

const billingPage = (teamId: string) => `${env().APP_URL}/settings/billing?team=${encodeURIComponent(teamId)}`;

/**
 * A Stripe Checkout Session for the plan's price, for the team (`client_reference_id`; owners
 * only: `billing.manage`). A team whose subscription is already running changes plans in the
 * Customer Portal instead (one subscription per team, prorated by Stripe), so it gets the
 * portal's URL.
 */
export async function startTeamCheckout(payer: Payer, teamId: string, planId: PlanId): Promise<{ url: string }> {
  assertAllowed(await membershipOrThrow(payer.id, teamId), "billing.manage");
  if (!billingConfigured()) throw notConfigured();
  const price = stripePriceId(planId);
  if (!price) {
    throw new ApiError("validation_failed", "This plan cannot be bought.", {
      errors: [
        { path: "body.planId", message: planId === "free" ? "Free needs no checkout" : "No Stripe price is configured for this plan" },
      ],
    });
  }
  const team = await db().team.findUniqueOrThrow({ where: { id: teamId }, select: { subscriptionStatus: true } });
  if (isSubscribed(team.subscriptionStatus)) return portalSession(payer, teamId);
  const customer = await callStripe("create customer", () => ensureStripeCustomer(teamId, payer));
  const session = await callStripe("create checkout session", () =>
    stripe().checkout.sessions.create({
      mode: "subscription",
      customer,
      client_reference_id: teamId,
      line_items: [{ price, quantity: 1 }],
      metadata: { teamId, planId, userId: payer.id },
      subscription_data: { metadata: { teamId } },
      success_url: `${billingPage(teamId)}&checkout=success`,
      cancel_url: `${billingPage(teamId)}&checkout=cancelled`,
    }),
  );
  if (!session.url) throw new ApiError("service_unavailable", "Stripe did not return a checkout page; try again.");
  return { url: session.url };
}

/** A Stripe Customer Portal session for the team (owners only): change plan, payment method, invoices, cancel. */
export async function openTeamPortal(payer: Payer, teamId: string): Promise<{ url: string }> {
  assertAllowed(await membershipOrThrow(payer.id, teamId), "billing.manage");
  if (!billingConfigured()) throw notConfigured();
  return portalSession(payer, teamId);
}

/** Checkout for the team a request names none for: the personal team, or a token's one team. */
export async function startCheckout(payer: Payer, planId: PlanId): Promise<{ url: string }> {
  return startTeamCheckout(payer, await defaultTeamId(payer.id), planId);
}

/** The portal of the team a request names none for. */
export async function openPortal(payer: Payer): Promise<{ url: string }> {
  return openTeamPortal(payer, await defaultTeamId(payer.id));
}

async function portalSession(payer: Payer, teamId: string): Promise<{ url: string }> {
  const customer = await callStripe("create customer", () => ensureStripeCustomer(teamId, payer));
  const session = await callStripe("create portal session", () =>
    stripe().billingPortal.sessions.create({ customer, return_url: billingPage(teamId) }),
  );
  return { url: session.url };
}
