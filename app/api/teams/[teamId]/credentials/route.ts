import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";
import { listTeamKeys } from "@/lib/team-keys/list-team-keys";
import * as teamKeys from "@/lib/team-keys/operations";

// GET /api/teams/{teamId}/credentials – the team's App Store Connect keys, never the keys themselves
export const GET = handle(teamKeys.listTeamKeys, async ({ user, params }) => ok(await listTeamKeys(user.id, params.teamId)));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
