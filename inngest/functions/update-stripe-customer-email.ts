import { updateCustomerEmail } from "@/lib/billing/update-customer-email";
import { customerEmailChanged } from "@/lib/events/catalogue";

import { inngest } from "../client";

/**
 * After a confirmed email change, the user's Stripe customer gets the new address.
 *
 * 1. update: reads the user's address now and sets it on the customer (retried while Stripe is away).
 */
export const updateStripeCustomerEmail = inngest.createFunction(
  { id: "update-stripe-customer-email", triggers: [customerEmailChanged], retries: 6 },
  async ({ event, step }) => step.run("update", () => updateCustomerEmail(event.data.userId)),
);
