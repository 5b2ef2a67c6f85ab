import "server-only";

import { db } from "@/lib/db/client";

/**
 * Apps whose next automatic sync is due, oldest first. Reads through the index on
 * `nextSyncAt`, so its cost follows the number due, not the number registered.
 */
export function selectDueApps(now: Date, limit: number) {
  return db().app.findMany({
    // Apps suspended by a downgrade wait (their nextSyncAt passes); they are due again when resumed.
    where: { nextSyncAt: { lte: now }, suspendedAt: null },
    orderBy: { nextSyncAt: "asc" },
    take: limit,
    select: {
      id: true,
      userId: true,
      pullInterval: true,
      syncStatus: true,
      credential: { select: { keyId: true, issuerId: true, isIndividualKey: true } },
    },
  });
}
