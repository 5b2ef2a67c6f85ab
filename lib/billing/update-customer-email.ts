import "server-only";

import { db } from "@/lib/db/client";

import { billingConfigured, stripe } from "./stripe-client";

/**
 * Copies the user's current email address to their personal team's Stripe customer, so receipts
 * and invoices follow an email change (a shared team's customer keeps the address it was
 * created with: the owner who first paid; the portal changes it). Nothing to do without a
 * customer (or an account deleted since), or when billing is no longer configured. Setting the
 * same address twice is harmless, so retries are.
 */
export async function updateCustomerEmail(userId: string): Promise<{ updated: boolean }> {
  const user = await db().user.findUnique({
    where: { id: userId },
    select: {
      email: true,
      teamMemberships: { where: { team: { personal: true } }, select: { team: { select: { stripeCustomerId: true } } } },
    },
  });
  const customerId = user?.teamMemberships[0]?.team.stripeCustomerId;
  if (!user || !customerId || !billingConfigured()) return { updated: false };
  await stripe().customers.update(customerId, { email: user.email });
  return { updated: true };
}
