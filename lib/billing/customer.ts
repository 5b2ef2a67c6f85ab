import "server-only";

import { db } from "@/lib/db/client";

import { stripe } from "./stripe-client";

/**
 * The user's Stripe customer, created once and kept. Creation carries an idempotency key per
 * user, so two first checkouts at once get the same customer from Stripe; the id is saved only
 * where none is saved yet.
 */
export async function ensureStripeCustomer(userId: string): Promise<string> {
  const user = await db().user.findUniqueOrThrow({ where: { id: userId }, select: { email: true, name: true, stripeCustomerId: true } });
  if (user.stripeCustomerId) return user.stripeCustomerId;
  const customer = await stripe().customers.create(
    { email: user.email, name: user.name ?? undefined, metadata: { userId } },
    { idempotencyKey: `customer-for-user-${userId}` },
  );
  await db().user.updateMany({ where: { id: userId, stripeCustomerId: null }, data: { stripeCustomerId: customer.id } });
  const saved = await db().user.findUniqueOrThrow({ where: { id: userId }, select: { stripeCustomerId: true } });
  return saved.stripeCustomerId ?? customer.id;
}
