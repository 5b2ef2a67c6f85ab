import "server-only";

import type { z } from "zod";

import { planFor } from "@/lib/billing/plans";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { pendingInvitation } from "@/lib/teams/pending-invitation";
import { keysetArgs, toPage } from "@/lib/http/pagination";
import { TEAM_ROLES } from "@/lib/teams/roles";

import type { adminTeam, listTeamsQuery } from "./schemas";

/** Teams newest first, keyset-paginated, each with its members (owners first), plan, apps and pending invitations. */
export async function listTeams(query: z.output<typeof listTeamsQuery>) {
  const { where, ...page } = keysetArgs(query.cursor, query.limit);
  // Prisma's `contains` is a LIKE pattern: its wildcards are escaped so they match literally.
  const text = query.search
    ? { contains: query.search.replace(/[\\%_]/g, (char) => `\\${char}`), mode: "insensitive" as const }
    : undefined;
  const search = text ? { OR: [{ name: text }, { members: { some: { user: { email: text } } } }] } : {};
  const rows = await db().team.findMany({
    ...page,
    where: { AND: [where, search] },
    include: ADMIN_TEAM_INCLUDE,
  });
  return toPage(rows, query.limit, toAdminTeam);
}

/** `include` that gives `toAdminTeam` its members, apps and pending invitations. */
export const ADMIN_TEAM_INCLUDE = {
  members: { include: { user: { select: { email: true, name: true } } } },
  _count: { select: { apps: true, invitations: { where: pendingInvitation() } } },
} satisfies Prisma.TeamInclude;

export function toAdminTeam(row: Prisma.TeamGetPayload<{ include: typeof ADMIN_TEAM_INCLUDE }>): z.input<typeof adminTeam> {
  return {
    id: row.id,
    name: row.name,
    personal: row.personal,
    plan: planFor(row.planId).name,
    planId: planFor(row.planId).id,
    subscriptionStatus: row.subscriptionStatus,
    apps: row._count.apps,
    pendingInvitations: row._count.invitations,
    members: row.members
      .sort((a, b) => TEAM_ROLES.indexOf(a.role) - TEAM_ROLES.indexOf(b.role))
      .map((member) => ({ userId: member.userId, email: member.user.email, name: member.user.name, role: member.role })),
    createdAt: row.createdAt.toISOString(),
  };
}
