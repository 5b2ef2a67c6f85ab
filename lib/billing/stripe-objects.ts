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

export const stripeInvoice = z
  .object({
    id: z.string(),
    customer: expandable.nullish(),
    /** API versions from 2025-03-31 (basil, the SDK's too) name the invoice's subscription here... */
    parent: z
      .object({ subscription_details: z.object({ subscription: expandable.nullish() }).loose().nullish() })
      .loose()
      .nullish(),
    /** ...and earlier ones at the top. */
    subscription: expandable.nullish(),
  })
  .loose();

/** The subscription an invoice bills, whichever API version wrote it; null for a one-off invoice. */
export function invoiceSubscriptionId(invoice: z.infer<typeof stripeInvoice>): string | null {
  return invoice.parent?.subscription_details?.subscription ?? invoice.subscription ?? null;
}

/** An id or type as Stripe writes them (`evt_…`, `invoice.paid`): printable ASCII, short enough for a key. */
const eventWord = z.string().regex(/^[\x21-\x7e]{1,255}$/);

/** What an event needs to be stored by its id. */
export const eventIdentity = z.object({ id: eventWord }).loose();

/** What an event needs to be processed; `created` is checked apart (`eventCreated`). */
export const eventEnvelope = eventIdentity.extend({ type: eventWord, data: z.object({ object: z.unknown() }).loose() });

/**
 * An event's `created` (Unix seconds) that is a time both here and in PostgreSQL: a whole number
 * from 1970 to the end of 9999. Anything else (1e20, negative, fractional, text) is not a time
 * Stripe would send, and `new Date()` of it is invalid or meaningless.
 */
export const eventCreated = z.number().int().min(0).max(253_402_300_799);

/** A stored event as processing reads it (the webhook stores only these, apart from those it records as ignored). */
export const storedEvent = eventEnvelope.extend({ created: eventCreated });

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
