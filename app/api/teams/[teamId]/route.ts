import { handle } from "@/lib/api/handler";
import { noContent, ok } from "@/lib/http/reply";
import { deleteTeam, getTeam, teamSettingsNow, updateTeam } from "@/lib/teams/manage-teams";
import * as teams from "@/lib/teams/operations";

// GET /api/teams/{teamId} – one of the caller's teams
export const GET = handle(teams.getTeam, async ({ user, params }) => ok(await getTeam(user.id, params.teamId)));

// PATCH /api/teams/{teamId} – rename it (team.manage; If-Match holds it to the settings as read)
export const PATCH = handle(teams.updateTeam, async ({ user, params, body }) => ok(await updateTeam(user.id, params.teamId, body)), {
  current: ({ user, params }) => teamSettingsNow(user.id, params.teamId),
});

// DELETE /api/teams/{teamId} – delete a team without apps (team.delete)
export const DELETE = handle(teams.deleteTeam, async ({ user, params }) => {
  await deleteTeam(user.id, params.teamId);
  return noContent();
});

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
