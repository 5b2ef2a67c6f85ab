import "server-only";

import type { Prisma } from "@/lib/db/generated/client";

export interface AuditChange {
  actorId: string;
  /** `<targetType>.<what happened>`, e.g. `user.banned`. */
  action: string;
  targetType: string;
  targetId: string;
  data: { before: Record<string, unknown>; after: Record<string, unknown>; reason?: string | null };
}

/**
 * Writes audit log entries in the caller's transaction, so a change and its record are
 * committed together or not at all.
 */
export async function recordAuditEntries(tx: Prisma.TransactionClient, changes: AuditChange[]): Promise<void> {
  if (changes.length === 0) return;
  await tx.auditLogEntry.createMany({
    data: changes.map((change) => ({ ...change, data: change.data as Prisma.InputJsonObject })),
  });
}
