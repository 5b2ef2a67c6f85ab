import { handle } from "@/lib/api/handler";
import { noContent, ok } from "@/lib/http/reply";
import { removeMember, updateMember } from "@/lib/teams/manage-members";
import * as teams from "@/lib/teams/operations";

// PATCH /api/teams/{teamId}/members/{userId} – a member's role or app access (members.manage)
export const PATCH = handle(teams.updateMember, async ({ user, params, body }) =>
  ok(await updateMember(user.id, params.teamId, params.userId, body)),
);

// DELETE /api/teams/{teamId}/members/{userId} – remove a member, or leave
export const DELETE = handle(teams.removeMember, async ({ user, params }) => {
  await removeMember(user.id, params.teamId, params.userId);
  return noContent();
});

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
