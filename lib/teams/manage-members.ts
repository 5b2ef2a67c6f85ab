import "server-only";

import type { z } from "zod";

import { db } from "@/lib/db/client";
import type { Prisma, TeamMember, User } from "@/lib/db/generated/client";
import { ApiError, notFound } from "@/lib/http/errors";

import { recordTeamEvent } from "./audit-log";
import { assertAllowed, membershipOrThrow, type Membership } from "./membership";
import { TEAM_ROLES } from "./roles";
import type { member, updateMemberInput } from "./schemas";

type MemberView = z.input<typeof member>;

const toView = (row: TeamMember & { user: Pick<User, "email" | "name"> }): MemberView => ({
  userId: row.userId,
  email: row.user.email,
  name: row.user.name,
  role: row.role,
  appIds: row.allApps ? null : row.appIds,
  joinedAt: row.createdAt.toISOString(),
});

const withUser = { user: { select: { email: true, name: true } } } as const;

export async function listMembers(userId: string, teamId: string): Promise<{ items: MemberView[] }> {
  await membershipOrThrow(userId, teamId);
  const rows = await db().teamMember.findMany({ where: { teamId }, include: withUser });
  rows.sort((a, b) => TEAM_ROLES.indexOf(a.role) - TEAM_ROLES.indexOf(b.role) || a.createdAt.getTime() - b.createdAt.getTime());
  return { items: rows.map(toView) };
}

/** The member `targetUserId` of the team, read under a lock on the team's owners so two changes cannot both remove the last one. */
async function lockedTarget(tx: Prisma.TransactionClient, teamId: string, targetUserId: string) {
  // Lock the team's row: every change that could leave it without an owner takes this lock first.
  await tx.team.update({ where: { id: teamId }, data: { updatedAt: new Date() } });
  const target = await tx.teamMember.findUnique({ where: { teamId_userId: { teamId, userId: targetUserId } }, include: withUser });
  if (!target) throw notFound("member");
  return target;
}

async function assertAnotherOwner(tx: Prisma.TransactionClient, teamId: string, what: string): Promise<void> {
  const owners = await tx.teamMember.count({ where: { teamId, role: "owner" } });
  if (owners <= 1) throw new ApiError("last_owner", `${what}: a team keeps at least one owner. Make another member an owner first.`);
}

/** Admins manage members but not owners; only an owner changes an owner or makes one. */
function assertMayManage(actor: Membership, target: Pick<TeamMember, "role">, newRole?: TeamMember["role"]): void {
  assertAllowed(actor, "members.manage");
  if ((target.role === "owner" || newRole === "owner") && actor.role !== "owner") {
    throw new ApiError("forbidden", "Only an owner can change an owner or make someone an owner.");
  }
}

export async function updateMember(
  userId: string,
  teamId: string,
  targetUserId: string,
  input: z.output<typeof updateMemberInput>,
): Promise<MemberView> {
  const actor = await membershipOrThrow(userId, teamId);
  // A member limited to some apps (or given a lesser role) would otherwise lift the limit themself.
  if (targetUserId === userId) {
    throw new ApiError(
      "forbidden",
      "Nobody changes their own role or apps: another member with members.manage does (for an owner, another owner).",
    );
  }
  return db().$transaction(async (tx) => {
    const target = await lockedTarget(tx, teamId, targetUserId);
    assertMayManage(actor, target, input.role);
    if (target.role === "owner" && input.role !== undefined && input.role !== "owner")
      await assertAnotherOwner(tx, teamId, "This is the team's last owner");
    if (input.appIds) {
      const apps = await tx.app.count({ where: { teamId, id: { in: input.appIds } } });
      if (apps !== new Set(input.appIds).size) {
        throw new ApiError("validation_failed", "Every app in appIds must be an app of this team.", {
          errors: [{ path: "body.appIds", message: "Contains an app that is not in this team." }],
        });
      }
    }
    const updated = await tx.teamMember.update({
      where: { teamId_userId: { teamId, userId: targetUserId } },
      data: {
        ...(input.role !== undefined && { role: input.role }),
        ...(input.appIds !== undefined && { allApps: input.appIds === null, appIds: input.appIds ?? [] }),
      },
      include: withUser,
    });
    const member = { userId: targetUserId, email: target.user.email };
    if (input.role !== undefined && input.role !== target.role)
      await recordTeamEvent(tx, {
        teamId,
        actorId: userId,
        action: "member.role_changed",
        data: { member, before: target.role, after: input.role },
      });
    if (input.appIds !== undefined)
      await recordTeamEvent(tx, {
        teamId,
        actorId: userId,
        action: "member.apps_changed",
        data: { member, before: target.allApps ? null : target.appIds, after: input.appIds },
      });
    return toView(updated);
  });
}

/** Removes a member; a member removes themself to leave. */
export async function removeMember(userId: string, teamId: string, targetUserId: string): Promise<void> {
  const actor = await membershipOrThrow(userId, teamId);
  await db().$transaction(async (tx) => {
    const target = await lockedTarget(tx, teamId, targetUserId);
    const team = await tx.team.findUniqueOrThrow({ where: { id: teamId }, select: { personal: true } });
    if (team.personal) throw new ApiError("personal_team", "Nobody leaves a personal team: it goes only with its account.");
    if (targetUserId !== userId) assertMayManage(actor, target);
    if (target.role === "owner")
      await assertAnotherOwner(tx, teamId, targetUserId === userId ? "You are the team's last owner" : "This is the team's last owner");
    await tx.teamMember.delete({ where: { teamId_userId: { teamId, userId: targetUserId } } });
    await recordTeamEvent(tx, {
      teamId,
      actorId: userId,
      action: targetUserId === userId ? "member.left" : "member.removed",
      data: { member: { userId: targetUserId, email: target.user.email }, role: target.role },
    });
  });
}
