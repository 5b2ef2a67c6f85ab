import { handle } from "@/lib/api/handler";
import * as invitations from "@/lib/invitations/operations";
import { listInvitations, sendInvitation } from "@/lib/invitations/send-invitation";
import { created, ok } from "@/lib/http/reply";

// POST /api/teams/{teamId}/invitations – invite an address (emails a single-use link)
export const POST = handle(invitations.sendInvitation, async ({ user, params, body }) =>
  created(await sendInvitation(user.id, params.teamId, body)),
);

// GET /api/teams/{teamId}/invitations – the invitations waiting for an answer
export const GET = handle(invitations.listInvitations, async ({ user, params }) => ok(await listInvitations(user.id, params.teamId)));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
