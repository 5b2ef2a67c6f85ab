import "server-only";

import { db } from "@/lib/db/client";

import { billingConfigured, stripe } from "./stripe-client";

/**
 * Copies the user's current email address to their Stripe customer, so receipts and invoices
 * follow an email change. Nothing to do for a user without a customer (or deleted since), or
 * when billing is no longer configured. Setting the same address twice is harmless, so retries are.
 */
export async function updateCustomerEmail(userId: string): Promise<{ updated: boolean }> {
  const user = await db().user.findUnique({ where: { id: userId }, select: { email: true, stripeCustomerId: true } });
  if (!user?.stripeCustomerId || !billingConfigured()) return { updated: false };
  await stripe().customers.update(user.stripeCustomerId, { email: user.email });
  return { updated: true };
}
