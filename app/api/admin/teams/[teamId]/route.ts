import * as adminTeams from "@/lib/admin-teams/operations";
import { updateTeam } from "@/lib/admin-teams/update-team";
import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";

// PATCH /api/admin/teams/{teamId} – give a team a complimentary plan (admins)
export const PATCH = handle(adminTeams.updateTeam, async ({ user, params, body }) => ok(await updateTeam(user, params.teamId, body)));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
