import "server-only";

import type { z } from "zod";

import { hashSecretToken } from "@/lib/crypto/secret-token";
import { db } from "@/lib/db/client";
import { ApiError } from "@/lib/http/errors";
import { recordTeamEvent } from "@/lib/teams/audit-log";
import { toTeamView } from "@/lib/teams/manage-teams";
import { assertRoomForTeam, teamLimit } from "@/lib/teams/membership";
import type { team } from "@/lib/teams/schemas";
import { assertRoomForSeat } from "@/lib/usage/team-seats";

/** An address shown to someone who holds a link but maybe not the mailbox: enough to recognise it. */
const maskedAddress = (email: string) => {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}•••@${domain}`;
};

/**
 * Joins the team the invitation is for, with the signed-in account, which must have the invited
 * address. The link is spent in the same transaction as the membership: of two requests with it,
 * one joins and the other is told it was used.
 */
export async function acceptInvitation(userId: string, token: string): Promise<z.input<typeof team>> {
  // A token limited to a team acts in that team only; the team it would join is always another.
  if (teamLimit() !== undefined) {
    throw new ApiError(
      "insufficient_scope",
      "This access token is limited to one team: it cannot join another. Accept the invitation signed in, or with a token for all your teams.",
    );
  }
  return db().$transaction(async (tx) => {
    const found = await tx.teamInvitation.findUnique({ where: { tokenHash: hashSecretToken(token) } });
    if (!found) throw new ApiError("token_invalid", "This invitation link is not valid. Ask for a new invitation.");
    // The team's row lock orders this against other joins and invitations (the seat count).
    await tx.team.update({ where: { id: found.teamId }, data: { updatedAt: new Date() } });
    const row = await tx.teamInvitation.findUniqueOrThrow({ where: { id: found.id }, include: { team: true } });
    if (row.acceptedAt) throw new ApiError("token_used", "This invitation was already accepted.");
    if (row.revokedAt) throw new ApiError("invitation_revoked", "This invitation was revoked. Ask the team for a new one.");
    if (row.expiresAt <= new Date()) throw new ApiError("token_expired", "This invitation has expired. Ask the team for a new one.");
    const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true, emailVerifiedAt: true } });
    if (user.email !== row.email) {
      throw new ApiError(
        "invitation_wrong_account",
        `This invitation was sent to ${maskedAddress(row.email)}. Sign in with that address, or create an account with it, to accept.`,
      );
    }
    // Holding the link is not holding the mailbox: the account must have proved the address too.
    if (!user.emailVerifiedAt) {
      throw new ApiError(
        "email_unconfirmed",
        "Confirm your email address first: open the link we emailed you when you registered (or send it again from your account page), then accept the invitation.",
      );
    }
    const already = await tx.teamMember.findUnique({ where: { teamId_userId: { teamId: row.teamId, userId } } });
    if (already) throw new ApiError("already_member", `You are already a member of ${row.team.name}.`);
    await assertRoomForSeat(tx, row.teamId, { countPending: false });
    await assertRoomForTeam(tx, userId);

    // Apps deleted since the invitation was sent are dropped from the list.
    const appIds = row.allApps
      ? []
      : (await tx.app.findMany({ where: { teamId: row.teamId, id: { in: row.appIds } }, select: { id: true } })).map((app) => app.id);
    await tx.teamInvitation.update({ where: { id: row.id }, data: { acceptedAt: new Date() } });
    await tx.teamMember.create({ data: { teamId: row.teamId, userId, role: row.role, allApps: row.allApps, appIds } });
    await recordTeamEvent(tx, {
      teamId: row.teamId,
      actorId: userId,
      action: "member.joined",
      data: { invitationId: row.id, member: { userId, email: user.email }, role: row.role, appIds: row.allApps ? null : appIds },
    });
    return toTeamView(row.team, row.role);
  });
}
