import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";
import { listMembers } from "@/lib/teams/manage-members";
import * as teams from "@/lib/teams/operations";

// GET /api/teams/{teamId}/members – the team's members, owners first
export const GET = handle(teams.listMembers, async ({ user, params }) => ok(await listMembers(user.id, params.teamId)));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
