import "server-only";

import { db } from "@/lib/db/client";

/** A request still being received after this long died mid-way (a process stopped, a connection dropped). */
export const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes uploads whose request never finished: never queued (`queuedAt` is set with the event),
 * older than ABANDONED_AFTER_MS, with the files kept for them. A request that fails in the usual
 * ways discards its own upload; this catches the ones whose process did not live to. Returns how
 * many were deleted.
 */
export async function pruneAbandonedUploads(now = new Date()): Promise<number> {
  const { count } = await db().screenshotUpload.deleteMany({
    where: { queuedAt: null, createdAt: { lt: new Date(now.getTime() - ABANDONED_AFTER_MS) } },
  });
  return count;
}
