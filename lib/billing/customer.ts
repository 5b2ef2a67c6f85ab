import "server-only";

import { db } from "@/lib/db/client";

import { stripe } from "./stripe-client";

/**
 * The team's Stripe customer, created once and kept. It is created with the address of the owner
 * who first pays (Stripe's receipts go there; a personal team's follows its account's email).
 * Creation carries an idempotency key per team, so two first checkouts at once get the same
 * customer from Stripe; the id is saved only where none is saved yet.
 */
export async function ensureStripeCustomer(teamId: string, payer: { email: string; name: string | null }): Promise<string> {
  const team = await db().team.findUniqueOrThrow({ where: { id: teamId }, select: { name: true, personal: true, stripeCustomerId: true } });
  if (team.stripeCustomerId) return team.stripeCustomerId;
  const customer = await stripe().customers.create(
    { email: payer.email, name: (team.personal ? payer.name : team.name) ?? undefined, metadata: { teamId } },
    { idempotencyKey: `customer-for-team-${teamId}` },
  );
  await db().team.updateMany({ where: { id: teamId, stripeCustomerId: null }, data: { stripeCustomerId: customer.id } });
  const saved = await db().team.findUniqueOrThrow({ where: { id: teamId }, select: { stripeCustomerId: true } });
  return saved.stripeCustomerId ?? customer.id;
}
