import "server-only";

import type { Tx } from "@/lib/db/client";
import type { Screenshot } from "@/lib/db/generated/client";
import { recordRevisions } from "@/lib/revisions/record-revisions";

/**
 * A screenshot set's change in the change history: `field` its display type, `before` and `after`
 * its file names in order, so a reorder, an upload and a deletion read alike.
 */
export const setChange = (versionId: string, locale: string, displayType: string, before: string[], after: string[]) => ({
  resource: "screenshot_set" as const,
  resourceId: versionId,
  locale,
  field: displayType,
  before: before.length > 0 ? before.join(", ") : null,
  after: after.length > 0 ? after.join(", ") : null,
});

/** The file names, in order, of the localization's sets of these display types as stored here. */
export async function storedSetFileNames(tx: Tx, localizationId: string, displayTypes: string[]): Promise<Map<string, string[]>> {
  const sets = await tx.screenshotSet.findMany({
    where: { localizationId, displayType: { in: displayTypes } },
    include: { screenshots: { orderBy: { position: "asc" }, select: { fileName: true } } },
  });
  return new Map(sets.map((set) => [set.displayType, set.screenshots.map((shot) => shot.fileName)]));
}

/**
 * Stores a set's screenshots in their new order (`after`, which leaves out any deleted) and records
 * the change by `userId`, in the caller's transaction.
 */
export async function storeSetOrder(
  tx: Tx,
  change: {
    appId: string;
    userId: string;
    versionId: string;
    set: { displayType: string; localization: { locale: string }; screenshots: Screenshot[] };
    after: Screenshot[];
  },
): Promise<void> {
  const { appId, userId, versionId, set, after } = change;
  for (const [position, shot] of after.entries()) {
    if (shot.position !== position) await tx.screenshot.update({ where: { id: shot.id }, data: { position } });
  }
  await recordRevisions(tx, appId, { kind: "user", userId }, [
    setChange(
      versionId,
      set.localization.locale,
      set.displayType,
      set.screenshots.map((shot) => shot.fileName),
      after.map((shot) => shot.fileName),
    ),
  ]);
}
