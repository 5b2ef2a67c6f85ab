import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";
import { getTeamUsage } from "@/lib/usage/get-usage";
import * as usage from "@/lib/usage/operations";

// GET /api/teams/{teamId}/usage – the team's usage against its plan (any member)
export const GET = handle(usage.getTeamUsage, async ({ user, params }) => ok(await getTeamUsage(user.id, params.teamId)));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
