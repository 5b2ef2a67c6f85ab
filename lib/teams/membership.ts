import "server-only";

import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { ApiError, notFound } from "@/lib/http/errors";
import { requestScope } from "@/lib/http/request-context";

import { personalTeamId } from "./personal-team";
import { roleAllows, TEAM_PERMISSIONS, type TeamPermission, type TeamRole } from "./roles";
import { MAX_TEAMS_PER_ACCOUNT } from "./schemas";

export interface Membership {
  teamId: string;
  userId: string;
  role: TeamRole;
  /** False: only the apps in `appIds`. */
  allApps: boolean;
  appIds: string[];
}

/**
 * The caller's membership of the team; a team they are not in answers 404, exactly like a missing
 * one. Inside a transaction, pass its client (PGlite has one connection: another query would wait for the transaction).
 */
export async function membershipOrThrow(userId: string, teamId: string, client: Prisma.TransactionClient = db()): Promise<Membership> {
  if (!inTeamLimit(teamId)) throw notFound("team");
  const membership = await client.teamMember.findUnique({ where: { teamId_userId: { teamId, userId } } });
  if (!membership) throw notFound("team");
  return membership;
}

/** Refuses joining or creating one more team past MAX_TEAMS_PER_ACCOUNT (`409 team_limit_reached`). */
export async function assertRoomForTeam(client: Prisma.TransactionClient, userId: string): Promise<void> {
  if ((await client.teamMember.count({ where: { userId } })) < MAX_TEAMS_PER_ACCOUNT) return;
  throw new ApiError(
    "team_limit_reached",
    `An account can be in at most ${MAX_TEAMS_PER_ACCOUNT} teams. Leave or delete one you no longer use first.`,
  );
}

/**
 * The team a personal access token is limited to, if the request carries one: the caller then
 * acts only within it, and every other team answers as if the caller were not in it (`404`).
 */
export const teamLimit = (): string | undefined => requestScope()?.teamLimit;
/** The team a request acts in when it names none: the one its token is limited to, else the caller's personal team. */
export async function defaultTeamId(userId: string): Promise<string> {
  return teamLimit() ?? (await personalTeamId(db(), userId));
}

const inTeamLimit = (teamId: string) => {
  const limit = teamLimit();
  return limit === undefined || limit === teamId;
};

/** 403 naming the permission the member's role lacks, and what it would allow. */
export function assertAllowed(membership: Pick<Membership, "role">, permission: TeamPermission): void {
  if (roleAllows(membership.role, permission)) return;
  throw new ApiError(
    "forbidden",
    `Your role in this team (${membership.role}) does not have the permission ${permission}: ${TEAM_PERMISSIONS[permission]}.`,
  );
}

/** The apps `userId` may see: every app of the teams they are in, or only their list where they are limited to one. */
export function appVisibleTo(userId: string, appId: string): Prisma.AppWhereInput {
  const limit = teamLimit();
  return {
    id: appId,
    ...(limit !== undefined && { teamId: limit }),
    team: { members: { some: { userId, OR: [{ allApps: true }, { appIds: { has: appId } }] } } },
  };
}

/** A filter for every app `userId` may see (one query for their memberships). */
export async function appsVisibleTo(userId: string): Promise<Prisma.AppWhereInput> {
  const limit = teamLimit();
  const memberships = await db().teamMember.findMany({
    where: { userId, ...(limit !== undefined && { teamId: limit }) },
    select: { teamId: true, allApps: true, appIds: true },
  });
  return {
    OR: memberships.map((membership) =>
      membership.allApps ? { teamId: membership.teamId } : { teamId: membership.teamId, id: { in: membership.appIds } },
    ),
  };
}
