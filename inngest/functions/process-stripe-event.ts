import { processStripeEvent } from "@/lib/billing/process-stripe-event";
import { stripeEventReceived } from "@/lib/events/catalogue";

import { inngest } from "../client";

/**
 * Applies a Stripe webhook event stored by POST /api/billing/webhook (its row is written with
 * this function's event, before Stripe gets its 200, so a crash after the answer loses nothing).
 *
 * 1. process: reads the subscription back from Stripe and applies it (plan, status, period
 *    end, the plan's limits on the apps), or marks the past due payment and notifies the
 *    user; once per event, whatever the retries.
 */
export const processStripeEventFunction = inngest.createFunction(
  { id: "process-stripe-event", triggers: [stripeEventReceived], retries: 6 },
  async ({ event, step }) => step.run("process", () => processStripeEvent(event.data.stripeEventId)),
);
