import "server-only";

import type { z } from "zod";

import { db } from "@/lib/db/client";
import { keysetArgs, toPage } from "@/lib/http/pagination";

import type { auditEntry, listAuditLogQuery } from "./schemas";

/** Audit log entries newest first, keyset-paginated on (createdAt, id). */
export async function listAuditLog(query: z.output<typeof listAuditLogQuery>) {
  const { where, ...page } = keysetArgs(query.cursor, query.limit);
  const rows = await db().auditLogEntry.findMany({
    ...page,
    where: {
      AND: [where, query.targetType ? { targetType: query.targetType } : {}, query.targetId ? { targetId: query.targetId } : {}],
    },
    include: { actor: { select: { email: true, name: true } } },
  });
  const labels = await targetLabels(rows);
  return toPage(rows, query.limit, (row): z.input<typeof auditEntry> => ({
    id: row.id,
    actorId: row.actorId,
    actorEmail: row.actor?.email ?? null,
    actorName: row.actor?.name ?? null,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    targetLabel: labels.get(`${row.targetType}:${row.targetId}`) ?? null,
    data: row.data as Record<string, unknown>,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Users by email, tickets by subject and teams by name, three queries for the whole page. */
async function targetLabels(rows: { targetType: string; targetId: string }[]): Promise<Map<string, string>> {
  const ids = (type: string) => [...new Set(rows.filter((row) => row.targetType === type).map((row) => row.targetId))];
  const userIds = ids("user");
  const ticketIds = ids("ticket");
  const teamIds = ids("team");
  const [users, tickets, teams] = await Promise.all([
    userIds.length ? db().user.findMany({ where: { id: { in: userIds } }, select: { id: true, email: true } }) : [],
    ticketIds.length ? db().supportTicket.findMany({ where: { id: { in: ticketIds } }, select: { id: true, subject: true } }) : [],
    teamIds.length ? db().team.findMany({ where: { id: { in: teamIds } }, select: { id: true, name: true } }) : [],
  ]);
  return new Map([
    ...users.map((user) => [`user:${user.id}`, user.email] as const),
    ...tickets.map((ticket) => [`ticket:${ticket.id}`, ticket.subject] as const),
    ...teams.map((team) => [`team:${team.id}`, team.name] as const),
  ]);
}
