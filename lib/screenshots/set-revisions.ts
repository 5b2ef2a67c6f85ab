import "server-only";

import type { Tx } from "@/lib/db/client";

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
