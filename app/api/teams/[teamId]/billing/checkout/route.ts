import { handle } from "@/lib/api/handler";
import { startTeamCheckout } from "@/lib/billing/checkout";
import * as billing from "@/lib/billing/operations";
import { ok } from "@/lib/http/reply";

// POST /api/teams/{teamId}/billing/checkout – a Stripe Checkout URL for the team's plan (owners)
export const POST = handle(billing.startTeamCheckout, async ({ user, params, body }) =>
  ok(await startTeamCheckout(user, params.teamId, body.planId)),
);

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
