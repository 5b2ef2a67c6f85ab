import "server-only";

import { bestPlan } from "@/lib/billing/plans";
import type { Tx } from "@/lib/db/client";
import { pendingInvitation } from "@/lib/teams/pending-invitation";

import { quotaExceeded } from "./quota-error";

/**
 * The plan whose limits a team has: the best plan among its owners (a personal team's is its
 * account's). Until billing moves to the team, an owner's subscription covers the teams they own.
 */
export async function teamPlan(tx: Tx, teamId: string) {
  const owners = await tx.teamMember.findMany({ where: { teamId, role: "owner" }, select: { user: { select: { planId: true } } } });
  return bestPlan(owners.map((owner) => owner.user.planId));
}

/**
 * Room for one more seat in the team. Sending an invitation counts the members and the
 * invitations still waiting for an answer (each holds a seat); accepting one counts the members
 * only (its seat was held), so a plan downgraded since is still enforced. Call it with the
 * team's row locked (the caller's transaction), so two at once are counted one after the other.
 */
export async function assertRoomForSeat(
  tx: Tx,
  teamId: string,
  options: { countPending: boolean; exceptInvitationId?: string },
): Promise<void> {
  const plan = await teamPlan(tx, teamId);
  // One after the other: a transaction's queries share its connection.
  const members = await tx.teamMember.count({ where: { teamId } });
  const pending = !options.countPending
    ? 0
    : await tx.teamInvitation.count({
        where: {
          teamId,
          ...pendingInvitation(),
          ...(options.exceptInvitationId && { id: { not: options.exceptInvitationId } }),
        },
      });
  const used = members + pending;
  if (used + 1 > plan.limits.seats) throw quotaExceeded("seats", plan.limits.seats, used, null);
}
