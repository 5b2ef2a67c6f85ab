import "server-only";

import type { z } from "zod";

import { db, type Tx } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { keysetArgs, toPage } from "@/lib/http/pagination";

import type { TeamAuditAction } from "./audit-actions";
import { assertAllowed, membershipOrThrow } from "./membership";
import type { teamAuditEntry, teamAuditLogQuery } from "./schemas";

/**
 * Records what happened in a team, in the transaction that made the change: an entry exists
 * exactly when the change does. The actor's address is copied so the entry keeps its meaning
 * after the account is deleted. An entry about an app names it as `data.appId`, which is also kept
 * in its own column: a member limited to some apps reads only the entries about theirs.
 */
export async function recordTeamEvent(
  tx: Tx,
  event: { teamId: string; actorId: string | null; action: TeamAuditAction; data?: Prisma.InputJsonObject },
): Promise<void> {
  const actor = event.actorId ? await tx.user.findUnique({ where: { id: event.actorId }, select: { email: true } }) : null;
  await tx.teamAuditEvent.create({
    data: {
      teamId: event.teamId,
      actorId: event.actorId,
      actorEmail: actor?.email ?? null,
      action: event.action,
      data: event.data ?? {},
      appId: typeof event.data?.appId === "string" ? event.data.appId : null,
    },
  });
}

/**
 * The team's audit log, newest first (owners and admins: `audit.read`). A member limited to some
 * apps reads the team's own entries and those about their apps, not the others' (names, store ids).
 */
export async function listTeamAuditLog(userId: string, teamId: string, query: z.output<typeof teamAuditLogQuery>) {
  const membership = await membershipOrThrow(userId, teamId);
  assertAllowed(membership, "audit.read");
  const { where, ...page } = keysetArgs(query.cursor, query.limit);
  const visible: Prisma.TeamAuditEventWhereInput = membership.allApps
    ? {}
    : { OR: [{ appId: null }, { appId: { in: membership.appIds } }] };
  const rows = await db().teamAuditEvent.findMany({
    ...page,
    where: { AND: [where, { teamId }, visible, query.action ? { action: query.action } : {}] },
    include: { actor: { select: { name: true } } },
  });
  return toPage(rows, query.limit, (row): z.input<typeof teamAuditEntry> => ({
    id: row.id,
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    actorName: row.actor?.name ?? null,
    action: row.action as TeamAuditAction,
    data: row.data as Record<string, unknown>,
    createdAt: row.createdAt.toISOString(),
  }));
}
