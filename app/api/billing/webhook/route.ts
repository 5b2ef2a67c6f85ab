import { handlePublic } from "@/lib/api/handler";
import * as billing from "@/lib/billing/operations";
import { stripeWebhook } from "@/lib/billing/stripe-webhook";
import { BODY_LIMITS, readTextCapped } from "@/lib/http/read-body";
import { ok } from "@/lib/http/reply";

// POST /api/billing/webhook – Stripe's events, signature-checked over the raw body, stored before the 200
export const POST = handlePublic(billing.stripeWebhook, async ({ request }) => {
  const { duplicate } = await stripeWebhook(await readTextCapped(request, BODY_LIMITS.webhook), request.headers.get("stripe-signature"));
  return ok({ received: true, duplicate });
});

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
