import "server-only";

import { db } from "@/lib/db/client";
import type { AppVersion } from "@/lib/db/generated/client";
import type { StoreClient } from "@/lib/store/client";
import { knownVersionColumns, phasedReleaseColumns } from "@/lib/store/version-rows";
import { recordStateChanges, type StateChangeOrigin, type StateChangeSource } from "@/lib/versions/state-changes";

/**
 * Reads the version and its phased release again from App Store Connect after an action (or a
 * webhook, or a poll) and stores them; a new state goes on the timeline with how it was learned,
 * and a phased release paused or complete is told to the people who ship (./state-changes).
 * A version the store no longer has is left as it is (the next sync removes it).
 */
export async function refreshVersion(
  client: StoreClient,
  version: AppVersion,
  origin: StateChangeSource | StateChangeOrigin,
): Promise<AppVersion> {
  const [current, phasedRelease] = await Promise.all([
    client.getAppStoreVersion(version.storeId),
    client.getPhasedRelease(version.storeId),
  ]);
  if (!current) return version;
  return db().$transaction(async (tx) => {
    const before = await tx.appVersion.findUniqueOrThrow({ where: { id: version.id } });
    const columns = knownVersionColumns(current, before.buildStoreId);
    const phased = phasedReleaseColumns(phasedRelease);
    await recordStateChanges(
      tx,
      [
        { versionId: version.id, from: before.appStoreState, to: columns.appStoreState },
        ...(phased.phasedReleaseState
          ? [{ versionId: version.id, subject: "phased_release" as const, from: before.phasedReleaseState, to: phased.phasedReleaseState }]
          : []),
      ],
      origin,
    );
    return tx.appVersion.update({ where: { id: version.id }, data: { ...columns, ...phased } });
  });
}
