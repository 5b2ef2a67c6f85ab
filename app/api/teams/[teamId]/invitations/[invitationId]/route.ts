import { handle } from "@/lib/api/handler";
import * as invitations from "@/lib/invitations/operations";
import { revokeInvitation } from "@/lib/invitations/send-invitation";
import { noContent } from "@/lib/http/reply";

// DELETE /api/teams/{teamId}/invitations/{invitationId} – revoke an invitation
export const DELETE = handle(invitations.revokeInvitation, async ({ user, params }) => {
  await revokeInvitation(user.id, params.teamId, params.invitationId);
  return noContent();
});

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
