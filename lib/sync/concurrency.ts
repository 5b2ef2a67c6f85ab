import "server-only";

import { syncConcurrencyEnv } from "@/lib/env";

/**
 * The owner a sync counts against (`app/sync.requested`'s `ownerId`, set by requestSync: the
 * app's user, its team once teams exist). Events written before it was added name only the app,
 * which then stands in for its owner.
 */
const OWNER_KEY = "has(event.data.ownerId) ? event.data.ownerId : event.data.appId";

/**
 * How many syncs run at once (the `sync-app` function's `concurrency`, Inngest's two limits, which
 * the embedded runner applies too): `SYNC_CONCURRENCY_PER_OWNER` per owner, so one owner's syncs
 * cannot take every turn, and `SYNC_CONCURRENCY_TOTAL` in all, across instances. The other syncs
 * wait, queued, for a turn. One sync per app at a time is held by the sync tasks themselves: an
 * app has at most one queued or running (lib/apps/request-sync.ts).
 */
export function syncConcurrency(): [{ key: string; limit: number }, { limit: number }] {
  const limits = syncConcurrencyEnv();
  return [{ key: OWNER_KEY, limit: limits.SYNC_CONCURRENCY_PER_OWNER }, { limit: limits.SYNC_CONCURRENCY_TOTAL }];
}
