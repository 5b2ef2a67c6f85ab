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
    include: { actor: { select: { email: true } } },
  });
  return toPage(rows, query.limit, (row): z.input<typeof auditEntry> => ({
    id: row.id,
    actorId: row.actorId,
    actorEmail: row.actor?.email ?? null,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    data: row.data as Record<string, unknown>,
    createdAt: row.createdAt.toISOString(),
  }));
}
