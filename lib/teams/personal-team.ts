import "server-only";

import type { Prisma } from "@/lib/db/generated/client";

/** What a personal team is called; every account has one, made with it. */
export const PERSONAL_TEAM_NAME = "Personal";

/** Makes the account's personal team, with the account as its owner (in the registration's transaction). */
export async function createPersonalTeam(tx: Prisma.TransactionClient, userId: string): Promise<{ id: string }> {
  return tx.team.create({
    data: { name: PERSONAL_TEAM_NAME, personal: true, members: { create: { userId, role: "owner" } } },
    select: { id: true },
  });
}

/** The account's personal team. */
export async function personalTeamId(client: Prisma.TransactionClient, userId: string): Promise<string> {
  const membership = await client.teamMember.findFirstOrThrow({ where: { userId, team: { personal: true } }, select: { teamId: true } });
  return membership.teamId;
}
