import { handle } from "@/lib/api/handler";
import { acceptInvitation } from "@/lib/invitations/accept-invitation";
import * as invitations from "@/lib/invitations/operations";
import { ok } from "@/lib/http/reply";

// POST /api/invitations/accept – join a team with the signed-in account
export const POST = handle(invitations.acceptInvitation, async ({ user, body }) => ok(await acceptInvitation(user.id, body.token)));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
