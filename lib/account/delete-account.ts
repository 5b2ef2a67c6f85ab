import "server-only";

import { recordAuditEntries } from "@/lib/audit/record-audit-entries";
import { cancelSubscriptionNow } from "@/lib/billing/cancel-subscription";
import { db } from "@/lib/db/client";
import type { Prisma, User } from "@/lib/db/generated/client";
import { ApiError } from "@/lib/http/errors";
import { normalizeEmail } from "@/lib/text/email-address";

/**
 * Deletes the account, confirmed by typing its email address. Its apps (with their keys and
 * store data), push subscriptions, sessions and tokens go with it (rows cascade from User), and
 * so do the teams it was alone in (its personal team among them); apps it registered in teams
 * that go on pass to another owner of the team, and stay. Its
 * support tickets stay, readable to admins as from a deleted account. An audit entry records
 * who it was. The last active admin cannot delete themselves (the admins' rows are locked
 * while counting, as for a demotion). The paid subscriptions of the teams that go with it are
 * cancelled at Stripe first: if Stripe cannot be reached, nothing is deleted (503), so a deleted
 * team is never charged again.
 */
export async function deleteAccount(user: User, confirmEmail: string): Promise<void> {
  if (normalizeEmail(confirmEmail) !== user.email) {
    throw new ApiError("confirmation_mismatch", "Type your email address exactly to confirm; nothing was deleted.", {
      errors: [{ path: "body.confirmEmail", message: "Must be your email address" }],
    });
  }
  if (user.role === "admin") await refuseLastAdmin(user.id);
  // The teams that go with the account (those it is alone in) are never charged again.
  for (const team of await db().team.findMany({ where: aloneIn(user.id) })) await cancelSubscriptionNow(team);
  await db().$transaction(async (tx) => {
    if (user.role === "admin") {
      const admins = await tx.$queryRaw<{ id: string }[]>`
        SELECT "id" FROM "User" WHERE "role" = 'admin' AND NOT "banned" ORDER BY "id" FOR UPDATE`;
      if (!admins.some((admin) => admin.id !== user.id)) throw lastAdmin();
    }
    const apps = await tx.app.count({ where: { userId: user.id } });
    const alone = await teamsLeftBy(tx, user.id);
    await recordAuditEntries(tx, [
      {
        actorId: user.id,
        action: "user.deleted",
        targetType: "user",
        targetId: user.id,
        data: { before: { email: user.email, name: user.name, role: user.role, apps }, after: {} },
      },
    ]);
    await handOverApps(tx, user.id, alone);
    await tx.user.delete({ where: { id: user.id } });
    // Its teams without other members (the personal one among them) go with it.
    await tx.team.deleteMany({ where: { id: { in: alone } } });
  });
}

/** Teams whose only member is the account. */
const aloneIn = (userId: string): Prisma.TeamWhereInput => ({ members: { some: { userId }, every: { userId } } });

/**
 * The teams the account is the only member of. A team it is the last owner of, with other
 * members, must get another owner first (`409 last_owner`).
 */
async function teamsLeftBy(tx: Prisma.TransactionClient, userId: string): Promise<string[]> {
  const memberships = await tx.teamMember.findMany({
    where: { userId },
    select: { teamId: true, role: true, team: { select: { name: true, members: { select: { role: true } } } } },
  });
  const orphaned = memberships.find(
    (membership) =>
      membership.role === "owner" &&
      membership.team.members.length > 1 &&
      membership.team.members.filter((member) => member.role === "owner").length === 1,
  );
  if (orphaned) {
    throw new ApiError(
      "last_owner",
      `You are the last owner of the team "${orphaned.team.name}": make another member an owner first; nothing was deleted.`,
    );
  }
  return memberships.filter((membership) => membership.team.members.length === 1).map((membership) => membership.teamId);
}

/**
 * Apps the account registered in teams that go on (`App.userId`: who registered them) pass to
 * the team's longest-standing other owner, so they do not go with the account's row.
 */
async function handOverApps(tx: Prisma.TransactionClient, userId: string, teamsGoing: string[]): Promise<void> {
  const apps = await tx.app.findMany({ where: { userId, teamId: { notIn: teamsGoing } }, select: { teamId: true }, distinct: ["teamId"] });
  for (const { teamId } of apps) {
    const heir = await tx.teamMember.findFirst({
      where: { teamId, role: "owner", userId: { not: userId } },
      orderBy: { createdAt: "asc" },
      select: { userId: true },
    });
    // A team always has an owner, and teamsLeftBy made sure it is not only this account.
    if (!heir) continue;
    // The apps' keys are the team's (sealed to the team's rows, not to this account): they stay.
    await tx.app.updateMany({ where: { userId, teamId }, data: { userId: heir.userId } });
  }
}

const lastAdmin = () => new ApiError("last_admin", "You are the only admin: make another user admin before deleting your account.");

/** Checked before the subscription is cancelled too, so a refused deletion cancels nothing. */
async function refuseLastAdmin(userId: string): Promise<void> {
  const others = await db().user.count({ where: { role: "admin", banned: false, id: { not: userId } } });
  if (others === 0) throw lastAdmin();
}
