import { db } from "@/lib/db/client";
import { createPersonalTeam } from "@/lib/teams/personal-team";

/**
 * The account's personal team, for a test that writes apps directly: registration makes one, and
 * for an account a test wrote itself, one is made here the same way.
 */
export async function personalTeamOf(userId: string): Promise<string> {
  const found = await db().teamMember.findFirst({ where: { userId, team: { personal: true } }, select: { teamId: true } });
  return found?.teamId ?? (await createPersonalTeam(db(), userId)).id;
}

/** Puts the account's personal team on a plan, as an admin would (no subscription). */
export async function setPersonalPlan(userId: string, planId: string): Promise<void> {
  await db().team.update({ where: { id: await personalTeamOf(userId) }, data: { planId } });
}

/** Puts a team on a plan, as an admin would (no subscription). */
export async function setTeamPlan(teamId: string, planId: string): Promise<void> {
  await db().team.update({ where: { id: teamId }, data: { planId } });
}
