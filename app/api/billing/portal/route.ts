import { handle } from "@/lib/api/handler";
import { openPortal } from "@/lib/billing/checkout";
import * as billing from "@/lib/billing/operations";
import { ok } from "@/lib/http/reply";

// POST /api/billing/portal – a Stripe Customer Portal URL
export const POST = handle(billing.openPortal, async ({ user }) => ok(await openPortal(user)));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
