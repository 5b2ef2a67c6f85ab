import "server-only";

import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { stripeEventReceived } from "@/lib/events/catalogue";
import { emit } from "@/lib/events/emit";
import { ApiError } from "@/lib/http/errors";
import { log } from "@/lib/log";

import { notConfigured, stripe } from "./stripe-client";

/**
 * A Stripe webhook delivery: the signature is checked with the SDK (`constructEvent`, its
 * default tolerance) over the exact bytes received, then the event is stored by its id and its
 * processing requested (the `process-stripe-event` function) in one transaction, before the
 * 200. A replay (same id) finds the row and changes nothing.
 */
export async function receiveStripeWebhook(rawBody: string, signature: string | null): Promise<{ duplicate: boolean }> {
  const secret = env().STRIPE_WEBHOOK_SECRET;
  if (!secret || !env().STRIPE_SECRET_KEY) throw notConfigured();
  let event;
  try {
    event = stripe().webhooks.constructEvent(rawBody, signature ?? "", secret);
  } catch {
    throw new ApiError("invalid_signature", "The Stripe-Signature header does not match this body and the endpoint's secret.");
  }
  return db().$transaction(async (tx) => {
    const stored = await tx.stripeEvent.createMany({
      data: [
        {
          id: event.id,
          type: event.type,
          payload: JSON.parse(rawBody) as object,
          createdAt: new Date(event.created * 1000),
        },
      ],
      skipDuplicates: true,
    });
    if (stored.count === 0) {
      log.info({ stripeEventId: event.id }, "stripe event replayed; already stored");
      return { duplicate: true };
    }
    await emit(tx, stripeEventReceived, { stripeEventId: event.id });
    return { duplicate: false };
  });
}
