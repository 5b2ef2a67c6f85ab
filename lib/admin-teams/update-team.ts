import "server-only";

import type { z } from "zod";

import { recordAuditEntries } from "@/lib/audit/record-audit-entries";
import { enforcePlanLimits } from "@/lib/billing/enforce-plan-limits";
import { db } from "@/lib/db/client";
import type { User } from "@/lib/db/generated/client";
import { notFound } from "@/lib/http/errors";
import { recordTeamEvent } from "@/lib/teams/audit-log";

import { ADMIN_TEAM_INCLUDE, toAdminTeam } from "./list-teams";
import type { adminUpdateTeamInput } from "./schemas";

/**
 * Gives a team a complimentary plan, its limits applied at once, in one transaction with the
 * team's row locked (as a Stripe event changing the plan locks it). The same plan again changes
 * and records nothing.
 */
export async function updateTeam(actor: Pick<User, "id">, teamId: string, input: z.output<typeof adminUpdateTeamInput>) {
  return db().$transaction(async (tx) => {
    const [locked] = await tx.$queryRaw<{ planId: string }[]>`SELECT "planId" FROM "Team" WHERE "id" = ${teamId} FOR UPDATE`;
    if (!locked) throw notFound("team");
    if (locked.planId !== input.planId) {
      await tx.team.update({ where: { id: teamId }, data: { planId: input.planId } });
      const change = { before: { planId: locked.planId }, after: { planId: input.planId } };
      await recordAuditEntries(tx, [
        { actorId: actor.id, action: "team.plan_changed", targetType: "team", targetId: teamId, data: change },
      ]);
      await recordTeamEvent(tx, { teamId, actorId: actor.id, action: "billing.plan_changed", data: { ...change, by: "admin" } });
      await enforcePlanLimits(tx, teamId);
    }
    return toAdminTeam(await tx.team.findUniqueOrThrow({ where: { id: teamId }, include: ADMIN_TEAM_INCLUDE }));
  });
}
