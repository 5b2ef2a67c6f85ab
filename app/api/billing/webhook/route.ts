import { handlePublic } from "@/lib/api/handler";
import * as billing from "@/lib/billing/operations";
import { receiveStripeWebhook } from "@/lib/billing/receive-webhook";
import { readTextCapped } from "@/lib/http/read-body";
import { ok } from "@/lib/http/reply";

// POST /api/billing/webhook – Stripe's events, signature-checked over the raw body, stored before the 200
export const POST = handlePublic(billing.stripeWebhook, async ({ request }) => {
  const { duplicate } = await receiveStripeWebhook(await readTextCapped(request), request.headers.get("stripe-signature"));
  return ok({ received: true, duplicate });
});

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
