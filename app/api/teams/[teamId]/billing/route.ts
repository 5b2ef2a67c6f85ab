import { handle } from "@/lib/api/handler";
import * as billing from "@/lib/billing/operations";
import { getTeamBilling } from "@/lib/billing/read-billing";
import { ok } from "@/lib/http/reply";

// GET /api/teams/{teamId}/billing – the team's plan and subscription (any member)
export const GET = handle(billing.getTeamBilling, async ({ user, params }) => ok(await getTeamBilling(user.id, params.teamId)));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
