import "server-only";

import type { Prisma } from "@/lib/db/generated/client";
import { roleAllows, type TeamPermission } from "@/lib/teams/roles";

import { notifyUser } from "./notify-user";

type Tx = Prisma.TransactionClient;
type Notice = Omit<Parameters<typeof notifyUser>[1], "userId">;

/**
 * Notifies the members of an app's team whose role does what the notice is about (`permission`:
 * new reviews go to those who publish replies, a failed sync to those who ship versions, the
 * agent's change to those who may approve it) and who see the app. Each member's own
 * preferences apply (`notifyUser`), in the caller's transaction.
 */
export async function notifyAppTeam(
  tx: Tx,
  app: { id: string; teamId: string },
  permission: TeamPermission,
  notice: Notice,
): Promise<number> {
  return notifyMembers(tx, { teamId: app.teamId, OR: [{ allApps: true }, { appIds: { has: app.id } }] }, permission, notice);
}

/** The same for a notice about the team itself (a failed payment goes to those who manage billing: its owners). */
export async function notifyTeam(tx: Tx, teamId: string, permission: TeamPermission, notice: Notice): Promise<number> {
  return notifyMembers(tx, { teamId }, permission, notice);
}

async function notifyMembers(tx: Tx, where: Prisma.TeamMemberWhereInput, permission: TeamPermission, notice: Notice): Promise<number> {
  const members = await tx.teamMember.findMany({ where, select: { userId: true, role: true }, orderBy: { createdAt: "asc" } });
  const recipients = members.filter((member) => roleAllows(member.role, permission));
  for (const member of recipients) await notifyUser(tx, { ...notice, userId: member.userId });
  return recipients.length;
}
