import "server-only";

import type { z } from "zod";

import { hashSecretToken, newSecretToken } from "@/lib/crypto/secret-token";
import { db, type Tx } from "@/lib/db/client";
import type { TeamInvitation, User } from "@/lib/db/generated/client";
import { queueEmail } from "@/lib/email/queue-email";
import { env } from "@/lib/env";
import { ApiError, notFound } from "@/lib/http/errors";
import { assertRoomForSeat } from "@/lib/usage/team-seats";
import { recordTeamEvent } from "@/lib/teams/audit-log";
import { assertAllowed, membershipOrThrow, type Membership } from "@/lib/teams/membership";
import { pendingInvitation } from "@/lib/teams/pending-invitation";
import { ROLE_DESCRIPTIONS } from "@/lib/teams/roles";
import { normalizeEmail } from "@/lib/text/email-address";
import { oneLine } from "@/lib/text/one-line";

import { INVITATION_LIFETIME, isPending } from "./invitation-lifetime";
import { spendInvitation } from "./invitation-limit";
import type { createInvitationInput, invitation } from "./schemas";

type InvitationView = z.input<typeof invitation>;

export const toInvitationView = (row: TeamInvitation & { invitedBy: Pick<User, "email"> | null }): InvitationView => ({
  id: row.id,
  email: row.email,
  role: row.role,
  appIds: row.allApps ? null : row.appIds,
  invitedBy: row.invitedBy?.email ?? null,
  expiresAt: row.expiresAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

/** Admins invite anyone but an owner; only an owner makes an owner, as for role changes. */
function assertMayInvite(actor: Membership, role: TeamInvitation["role"]): void {
  assertAllowed(actor, "members.manage");
  if (role === "owner" && actor.role !== "owner") throw new ApiError("forbidden", "Only an owner can invite an owner.");
}

async function assertAppsOfTeam(tx: Tx, teamId: string, appIds: string[]): Promise<void> {
  const found = await tx.app.count({ where: { teamId, id: { in: appIds } } });
  if (found === new Set(appIds).size) return;
  throw new ApiError("validation_failed", "Every app in appIds must be an app of this team.", {
    errors: [{ path: "body.appIds", message: "Contains an app that is not in this team." }],
  });
}

/**
 * Invites an address: a single-use link (only its hash stored) emailed in the same transaction
 * as the row, so the email exists exactly when the invitation does. Inviting the same address
 * again revokes the earlier link, so only the newest one works and it takes one seat. Each
 * invitation sent counts against the team's and the address's daily caps (`spendInvitation`).
 */
export async function sendInvitation(
  userId: string,
  teamId: string,
  input: z.output<typeof createInvitationInput>,
): Promise<InvitationView> {
  const actor = await membershipOrThrow(userId, teamId);
  assertMayInvite(actor, input.role);
  const email = normalizeEmail(input.email);
  const refund = await spendInvitation(teamId, email);
  const sent = db().$transaction(async (tx) => {
    // The team's row lock orders this against other invitations and joins (the seat count).
    const team = await tx.team.update({ where: { id: teamId }, data: { updatedAt: new Date() } });
    if (team.personal)
      throw new ApiError(
        "personal_team",
        "A personal team is its account's alone: create a team to work with others, and move the apps you share there.",
      );
    if (input.appIds) await assertAppsOfTeam(tx, teamId, input.appIds);
    const member = await tx.teamMember.findFirst({ where: { teamId, user: { email } }, select: { userId: true } });
    if (member) throw new ApiError("already_member", `${email} is already a member of this team; change their role instead.`);
    const now = new Date();
    const earlier = await tx.teamInvitation.findMany({ where: { teamId, email, acceptedAt: null, revokedAt: null } });
    const stillPending = earlier.find((row) => isPending(row, now));
    await assertRoomForSeat(tx, teamId, { countPending: true, exceptInvitationId: stillPending?.id });
    if (earlier.length > 0)
      await tx.teamInvitation.updateMany({ where: { id: { in: earlier.map((row) => row.id) } }, data: { revokedAt: now } });

    const token = newSecretToken("aps_iv_");
    const row = await tx.teamInvitation.create({
      data: {
        teamId,
        email,
        role: input.role,
        allApps: !input.appIds,
        appIds: input.appIds ?? [],
        tokenHash: hashSecretToken(token),
        invitedById: userId,
        expiresAt: new Date(now.getTime() + INVITATION_LIFETIME.ms),
      },
      include: { invitedBy: { select: { email: true, name: true } } },
    });
    const inviter = row.invitedBy!;
    await queueEmail(tx, {
      template: "team-invitation",
      to: email,
      props: {
        inviterName: oneLine(inviter.name ?? inviter.email, 100),
        teamName: oneLine(team.name, 100),
        roleName: input.role[0]!.toUpperCase() + input.role.slice(1),
        roleDescription: ROLE_DESCRIPTIONS[input.role],
        address: email,
        acceptUrl: `${env().APP_URL}/invitations/accept?token=${encodeURIComponent(token)}`,
        validFor: INVITATION_LIFETIME.words,
      },
    });
    await recordTeamEvent(tx, {
      teamId,
      actorId: userId,
      action: "invitation.sent",
      data: { invitationId: row.id, email, role: input.role, appIds: input.appIds ?? null },
    });
    return toInvitationView(row);
  });
  // Refused after all (a member already, no seat…): nothing was emailed, so nothing is counted.
  return sent.catch(async (error: unknown) => {
    await refund();
    throw error;
  });
}

export async function listInvitations(userId: string, teamId: string): Promise<{ items: InvitationView[] }> {
  assertAllowed(await membershipOrThrow(userId, teamId), "members.manage");
  const rows = await db().teamInvitation.findMany({
    where: { teamId, ...pendingInvitation() },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    include: { invitedBy: { select: { email: true } } },
  });
  return { items: rows.map(toInvitationView) };
}

/** Revokes a pending invitation: its link answers `410 invitation_revoked` from now on. */
export async function revokeInvitation(userId: string, teamId: string, invitationId: string): Promise<void> {
  assertAllowed(await membershipOrThrow(userId, teamId), "members.manage");
  await db().$transaction(async (tx) => {
    const now = new Date();
    const { count } = await tx.teamInvitation.updateMany({
      where: { id: invitationId, teamId, ...pendingInvitation(now) },
      data: { revokedAt: now },
    });
    if (count === 0) throw notFound("invitation");
    const row = await tx.teamInvitation.findUniqueOrThrow({ where: { id: invitationId } });
    await recordTeamEvent(tx, {
      teamId,
      actorId: userId,
      action: "invitation.revoked",
      data: { invitationId, email: row.email, role: row.role },
    });
  });
}
