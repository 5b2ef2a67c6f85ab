import "server-only";

import type { z } from "zod";

import { db } from "@/lib/db/client";
import { Prisma, type Team, type TeamMember } from "@/lib/db/generated/client";
import { ApiError } from "@/lib/http/errors";
import { etagOf } from "@/lib/http/etag";

import { recordTeamEvent } from "./audit-log";
import { assertAllowed, assertRoomForTeam, membershipOrThrow, teamLimit } from "./membership";
import type { createTeamInput, team, updateTeamInput } from "./schemas";
import { isSubscribed } from "./subscription-status";

type TeamView = z.input<typeof team>;

/** What `PATCH /teams/{teamId}` edits, as a member reads it: what its ETag is the hash of. */
const teamSettings = (row: Team) => ({ name: row.name });

/** A team as its member sees it, with their role. */
export const toTeamView = (row: Team, role: TeamMember["role"]): TeamView => ({
  id: row.id,
  name: row.name,
  etag: etagOf(teamSettings(row)),
  personal: row.personal,
  role,
  planId: row.planId,
  paymentFailed: row.subscriptionStatus === "past_due" || row.subscriptionStatus === "unpaid",
  createdAt: row.createdAt.toISOString(),
});

/** The caller's teams with their role: the personal team first, then by name. */
export async function listTeams(userId: string): Promise<{ items: TeamView[] }> {
  const limit = teamLimit();
  const memberships = await db().teamMember.findMany({
    where: { userId, ...(limit !== undefined && { teamId: limit }) },
    include: { team: true },
  });
  const items = memberships
    .map((membership) => toTeamView(membership.team, membership.role))
    .sort((a, b) => Number(b.personal) - Number(a.personal) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  return { items };
}

export async function createTeam(userId: string, input: z.output<typeof createTeamInput>): Promise<TeamView> {
  if (teamLimit() !== undefined)
    throw new ApiError("insufficient_scope", "This access token is limited to one team: it cannot create teams.");
  const created = await db().$transaction(async (tx) => {
    await assertRoomForTeam(tx, userId);
    const row = await tx.team.create({ data: { name: input.name, members: { create: { userId, role: "owner" } } } });
    await recordTeamEvent(tx, { teamId: row.id, actorId: userId, action: "team.created", data: { name: row.name } });
    return row;
  });
  return toTeamView(created, "owner");
}

export async function getTeam(userId: string, teamId: string): Promise<TeamView> {
  const membership = await membershipOrThrow(userId, teamId);
  return toTeamView(await db().team.findUniqueOrThrow({ where: { id: teamId } }), membership.role);
}

/** The team's settings as the member reads them: what `If-Match` is held to. */
export async function teamSettingsNow(userId: string, teamId: string) {
  await membershipOrThrow(userId, teamId);
  return teamSettings(await db().team.findUniqueOrThrow({ where: { id: teamId } }));
}

export async function updateTeam(userId: string, teamId: string, input: z.output<typeof updateTeamInput>): Promise<TeamView> {
  const membership = await membershipOrThrow(userId, teamId);
  assertAllowed(membership, "team.manage");
  const updated = await db().$transaction(async (tx) => {
    const before = await tx.team.findUniqueOrThrow({ where: { id: teamId }, select: { name: true } });
    const row = await tx.team.update({ where: { id: teamId }, data: { name: input.name } });
    await recordTeamEvent(tx, { teamId, actorId: userId, action: "team.renamed", data: { before: before.name, after: row.name } });
    return row;
  });
  return toTeamView(updated, membership.role);
}

/**
 * Deletes a team without apps (its members go with it); a personal team goes only with its
 * account. A team whose subscription would be charged again is refused until its owner cancels
 * it (the portal): deleting it must not leave a subscription nobody can reach.
 */
export async function deleteTeam(userId: string, teamId: string): Promise<void> {
  assertAllowed(await membershipOrThrow(userId, teamId), "team.delete");
  await db()
    .$transaction(async (tx) => {
      const row = await tx.team.findUniqueOrThrow({
        where: { id: teamId },
        select: { personal: true, subscriptionStatus: true, cancelAtPeriodEnd: true, _count: { select: { apps: true } } },
      });
      if (row.personal) throw new ApiError("personal_team", "A personal team goes only with its account; delete the account instead.");
      if (isSubscribed(row.subscriptionStatus) && !row.cancelAtPeriodEnd) {
        throw new ApiError(
          "team_has_subscription",
          "This team still pays for its plan: cancel the subscription in Manage billing first; the team can be deleted once it is set to end.",
        );
      }
      if (row._count.apps > 0)
        throw new ApiError(
          "team_has_apps",
          `This team still has ${row._count.apps === 1 ? "an app" : `${row._count.apps} apps`}; remove them first.`,
        );
      await tx.team.delete({ where: { id: teamId } });
    })
    .catch((error: unknown) => {
      // An app registered into the team meanwhile: its row holds the team (the foreign key refuses the delete).
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2003") {
        throw new ApiError("team_has_apps", "An app was just registered in this team; remove it first.");
      }
      throw error;
    });
}
