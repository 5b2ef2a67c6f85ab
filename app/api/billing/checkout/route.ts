import { handle } from "@/lib/api/handler";
import { startCheckout } from "@/lib/billing/checkout";
import * as billing from "@/lib/billing/operations";
import { ok } from "@/lib/http/reply";

// POST /api/billing/checkout – a Stripe Checkout URL for a plan (the portal's when already subscribed)
export const POST = handle(billing.startCheckout, async ({ user, body }) => ok(await startCheckout(user, body.planId)));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
