import { z } from "zod";

// The parts of Stripe's objects that billing reads, parsed loosely: webhook payloads follow the
// endpoint's API version, which may differ from the SDK's, so only these fields are relied on.

const expandable = z
  .union([z.string(), z.object({ id: z.string() }).loose()])
  .transform((value) => (typeof value === "string" ? value : value.id));

export const stripeSubscription = z
  .object({
    id: z.string(),
    customer: expandable,
    status: z.string(),
    cancel_at_period_end: z.boolean().default(false),
    /** Older API versions keep the period on the subscription, newer ones on each item. */
    current_period_end: z.number().nullish(),
    items: z.object({
      data: z.array(z.object({ price: z.object({ id: z.string() }).loose(), current_period_end: z.number().nullish() }).loose()),
    }),
  })
  .loose();
export type StripeSubscription = z.infer<typeof stripeSubscription>;

export const stripeCheckoutSession = z
  .object({
    id: z.string(),
    client_reference_id: z.string().nullish(),
    customer: expandable.nullish(),
    subscription: expandable.nullish(),
  })
  .loose();

export const stripeInvoice = z.object({ id: z.string(), customer: expandable.nullish() }).loose();

export const storedEvent = z
  .object({ id: z.string(), type: z.string(), created: z.number(), data: z.object({ object: z.unknown() }) })
  .loose();

/** Stripe's subscription statuses, in ours. Incomplete ones never paid: no subscription yet. */
export function subscriptionStatusOf(status: string): "none" | "trialing" | "active" | "past_due" | "canceled" | "unpaid" {
  switch (status) {
    case "trialing":
    case "active":
    case "past_due":
    case "canceled":
    case "unpaid":
      return status;
    case "incomplete_expired":
      return "canceled";
    case "paused":
      return "unpaid";
    default:
      return "none";
  }
}

/** Statuses in which the subscription's plan applies (past due: while Stripe retries the payment). */
export const PLAN_APPLIES = new Set(["trialing", "active", "past_due"]);
