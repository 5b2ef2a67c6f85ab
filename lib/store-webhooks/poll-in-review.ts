import "server-only";

import { storeClientForApp } from "@/lib/apps/store-client";
import { db } from "@/lib/db/client";
import { log } from "@/lib/log";
import { refreshVersion } from "@/lib/releases/refresh-version";
import { isStoreError } from "@/lib/store/errors";

/** States in which App Review may move a version on at any moment. */
const AWAITING_APPLE = ["WAITING_FOR_REVIEW", "IN_REVIEW", "PENDING_APPLE_RELEASE"];

/** At most this many versions a round: each costs two reads of its key's budget. */
const BATCH = 200;

/**
 * Every 5 minutes, each version waiting for App Review (or for Apple's scheduled release) is read
 * again, so a webhook App Store Connect never sent costs minutes, not the hours until the next
 * sync. Background work: it draws on the key's budget below what people need, and a key without
 * budget left just skips this round.
 */
export async function pollVersionsInReview(): Promise<{ polled: number; skipped: number }> {
  const versions = await db().appVersion.findMany({
    where: { appStoreState: { in: AWAITING_APPLE }, app: { suspendedAt: null } },
    include: { app: true },
    take: BATCH,
  });
  let skipped = 0;
  for (const version of versions) {
    try {
      await refreshVersion(await storeClientForApp(version.app, { priority: "background", personWaits: false }), version, "poll");
    } catch (error) {
      if (!isStoreError(error)) throw error;
      skipped += 1;
      log.warn({ appId: version.appId, kind: error.kind }, "version in review not polled");
    }
  }
  return { polled: versions.length - skipped, skipped };
}
