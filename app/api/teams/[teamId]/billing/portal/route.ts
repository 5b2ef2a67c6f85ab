import { handle } from "@/lib/api/handler";
import { openTeamPortal } from "@/lib/billing/checkout";
import * as billing from "@/lib/billing/operations";
import { ok } from "@/lib/http/reply";

// POST /api/teams/{teamId}/billing/portal – the team's Stripe Customer Portal URL (owners)
export const POST = handle(billing.openTeamPortal, async ({ user, params }) => ok(await openTeamPortal(user, params.teamId)));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
