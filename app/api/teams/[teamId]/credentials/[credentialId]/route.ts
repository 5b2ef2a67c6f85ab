import { handle } from "@/lib/api/handler";
import { noContent, ok } from "@/lib/http/reply";
import * as teamKeys from "@/lib/team-keys/operations";
import { removeTeamKey } from "@/lib/team-keys/remove-team-key";
import { replaceTeamKey } from "@/lib/team-keys/replace-team-key";

// PUT /api/teams/{teamId}/credentials/{credentialId} – rotate the key for every app that uses it
export const PUT = handle(teamKeys.replaceTeamKey, async ({ user, params, body }) =>
  ok(await replaceTeamKey(user.id, params.teamId, params.credentialId, body)),
);

// DELETE /api/teams/{teamId}/credentials/{credentialId} – forget a key no app uses
export const DELETE = handle(teamKeys.removeTeamKey, async ({ user, params }) => {
  await removeTeamKey(user.id, params.teamId, params.credentialId);
  return noContent();
});

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
