import { processStripeEvent } from "@/lib/billing/process-stripe-event";
import { stripeEventReceived } from "@/lib/events/catalogue";

import { inngest } from "../client";

/**
 * Applies a Stripe webhook event stored by POST /api/billing/webhook (its row is written with
 * this function's event, before Stripe gets its 200, so a crash after the answer loses nothing).
 *
 * 1. process: reads the event's subscription back from Stripe and applies it (plan, status,
 *    period end, the plan's limits on the apps); for an invoice, only when it is the user's
 *    current subscription, notifying the user of a failed payment while Stripe still holds it
 *    unpaid; once per event, whatever the retries. What can never apply is recorded as ignored.
 */
export const processStripeEventFunction = inngest.createFunction(
  { id: "process-stripe-event", triggers: [stripeEventReceived], retries: 6 },
  async ({ event, step }) => step.run("process", () => processStripeEvent(event.data.stripeEventId)),
);
