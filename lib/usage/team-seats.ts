import "server-only";

import type { Tx } from "@/lib/db/client";
import { pendingInvitation } from "@/lib/teams/pending-invitation";

import { teamPlan } from "./consume-quota";
import { quotaExceeded } from "./quota-error";

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
  if (used + 1 > plan.limits.seats) throw quotaExceeded(teamId, "seats", plan.limits.seats, used, null);
}
