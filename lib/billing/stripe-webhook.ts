import "server-only";

import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { stripeEventReceived } from "@/lib/events/catalogue";
import { emit } from "@/lib/events/emit";
import { ApiError } from "@/lib/http/errors";
import { log } from "@/lib/log";

import { stripeEventRow } from "./stripe-event-row";
import { notConfigured, stripe } from "./stripe-client";

/**
 * A Stripe webhook delivery: the signature is checked with the SDK (`constructEvent`, its
 * default tolerance) over the exact bytes received, then the event is stored by its id and its
 * processing requested (the `process-stripe-event` function) in one transaction, before the
 * 200. A replay (same id) finds the row and changes nothing. A signed body that cannot be
 * processed (no usable id or type, a `created` that is not a time, nested too deeply) is stored
 * as processed with "ignored: …" and the reason, and answered 200 too (`stripeEventRow`).
 * No log line here carries the payload: only the event's id and what was done.
 */
export async function stripeWebhook(rawBody: string, signature: string | null): Promise<{ duplicate: boolean }> {
  const secret = env().STRIPE_WEBHOOK_SECRET;
  if (!secret || !env().STRIPE_SECRET_KEY) throw notConfigured();
  let body: unknown;
  try {
    body = stripe().webhooks.constructEvent(rawBody, signature ?? "", secret);
  } catch (error) {
    if (error instanceof stripe().errors.StripeSignatureVerificationError) {
      throw new ApiError("invalid_signature", "The Stripe-Signature header does not match this body and the endpoint's secret.");
    }
    // Thrown after the signature checked out (in Node, the SDK's only other throws): a body that
    // is not JSON, or a thin (v2) event. Signed, so recorded as unusable below like any other.
    body = parsedOrUndefined(rawBody);
  }
  const now = new Date();
  const row = stripeEventRow(rawBody, body, now);
  try {
    return await db().$transaction(async (tx) => {
      const stored = await tx.stripeEvent.createMany({
        data: [
          {
            id: row.id,
            type: row.type,
            payload: row.payload,
            createdAt: row.createdAt,
            ...(row.ignored && { processedAt: now, outcome: row.ignored }),
          },
        ],
        skipDuplicates: true,
      });
      if (stored.count === 0) {
        log.info({ stripeEventId: row.id }, "stripe event replayed; already stored");
        return { duplicate: true };
      }
      if (row.ignored) {
        log.warn({ stripeEventId: row.id, outcome: row.ignored }, "stripe event recorded and ignored");
      } else {
        await emit(tx, stripeEventReceived, { stripeEventId: row.id });
      }
      return { duplicate: false };
    });
  } catch (error) {
    // Prisma's messages quote the query's arguments, the whole payload among them: log the code only.
    log.error({ stripeEventId: row.id, code: (error as { code?: unknown }).code }, "could not store the stripe event");
    throw new ApiError("service_unavailable", "The event could not be stored; Stripe will send it again.");
  }
}

function parsedOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
