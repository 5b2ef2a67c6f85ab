import "server-only";

import type { z } from "zod";

import { recordAuditEntries, type AuditChange } from "@/lib/audit/record-audit-entries";
import { enforcePlanLimits } from "@/lib/billing/enforce-plan-limits";
import { db } from "@/lib/db/client";
import type { Prisma, User } from "@/lib/db/generated/client";
import { ApiError, notFound } from "@/lib/http/errors";
import { recordTeamEvent } from "@/lib/teams/audit-log";

import type { updateUserInput } from "./schemas";
import { personalPlanOf, toAdminUser, withAppCount } from "./to-view";

/**
 * Changes a user's role, ban or plan, with an audit entry per change in the same transaction.
 * A plan change is their personal team's (a complimentary plan, with no subscription): its
 * limits apply to the team's apps at once (enforcePlanLimits), and the team's log records it.
 * Changes that change nothing are accepted and record nothing.
 *
 * Whether a change removes the last admin (the last one neither demoted nor banned) is decided
 * on locked rows: every active admin's row is locked (`FOR UPDATE`, in id order) before
 * counting, so of two admins demoting each other at once, the second waits for the first and
 * then sees it. A banned user's sessions stop working at once: each request reads `banned`.
 */
export async function updateUser(actor: Pick<User, "id">, input: z.output<typeof updateUserInput>) {
  const demotes = input.role === "user";
  const bans = input.banned === true;
  if (input.userId === actor.id && (demotes || bans)) {
    throw new ApiError("cannot_change_self", demotes ? "You cannot demote yourself; ask another admin." : "You cannot ban yourself.");
  }
  return db().$transaction(async (tx) => {
    const activeAdmins =
      demotes || bans
        ? await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "User" WHERE "role" = 'admin' AND NOT "banned" ORDER BY "id" FOR UPDATE`
        : [];
    const [found] = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "User" WHERE "id" = ${input.userId} FOR UPDATE`;
    if (!found) throw notFound("user");
    const before = await tx.user.findUniqueOrThrow({ where: { id: input.userId }, include: withAppCount });

    const data: Prisma.UserUpdateInput = {};
    const changes: Omit<AuditChange, "actorId" | "targetType" | "targetId">[] = [];
    if (input.role !== undefined && input.role !== before.role) {
      data.role = input.role;
      changes.push({ action: "user.role_changed", data: { before: { role: before.role }, after: { role: input.role } } });
    }
    if (input.banned === true && !before.banned) {
      const reason = input.banReason ?? null;
      Object.assign(data, { banned: true, banReason: reason, bannedAt: new Date() });
      changes.push({ action: "user.banned", data: { before: { banned: false }, after: { banned: true, banReason: reason }, reason } });
    } else if (input.banned === true && input.banReason !== undefined && input.banReason !== before.banReason) {
      data.banReason = input.banReason;
      changes.push({
        action: "user.ban_reason_changed",
        data: { before: { banReason: before.banReason }, after: { banReason: input.banReason }, reason: input.banReason },
      });
    } else if (input.banned === false && before.banned) {
      Object.assign(data, { banned: false, banReason: null, bannedAt: null });
      changes.push({
        action: "user.unbanned",
        data: {
          before: { banned: true, banReason: before.banReason, bannedAt: before.bannedAt?.toISOString() ?? null },
          after: { banned: false },
        },
      });
    }

    const personal = personalPlanOf(before);
    const newPlan = input.planId !== undefined && input.planId !== personal.planId && personal.id ? input.planId : null;
    if (newPlan) {
      changes.push({ action: "user.plan_changed", data: { before: { planId: personal.planId }, after: { planId: newPlan } } });
    }

    const removesAdmin = before.role === "admin" && !before.banned && (data.role === "user" || data.banned === true);
    if (removesAdmin && !activeAdmins.some((admin) => admin.id !== before.id)) {
      throw new ApiError("last_admin", "This is the only active admin; promote another user first.");
    }
    if (changes.length === 0) return toAdminUser(before);

    if (newPlan && personal.id) {
      await tx.team.update({ where: { id: personal.id }, data: { planId: newPlan } });
      await recordTeamEvent(tx, {
        teamId: personal.id,
        actorId: actor.id,
        action: "billing.plan_changed",
        data: { before: { planId: personal.planId }, after: { planId: newPlan }, by: "admin" },
      });
      await enforcePlanLimits(tx, personal.id);
    }
    const after = await tx.user.update({ where: { id: before.id }, data, include: withAppCount });
    await recordAuditEntries(
      tx,
      changes.map((change) => ({ ...change, actorId: actor.id, targetType: "user", targetId: before.id })),
    );
    return toAdminUser(after);
  });
}
