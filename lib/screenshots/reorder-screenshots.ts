import "server-only";

import type { z } from "zod";

import { storeClientForApp } from "@/lib/apps/store-client";
import { storeErrorToApiError } from "@/lib/apps/store-errors";
import { db } from "@/lib/db/client";
import { ApiError } from "@/lib/http/errors";

import { getEditableVersionOrThrow } from "./editable-version";
import { getSetOrThrow } from "./find-set";
import { toSetView } from "./read-screenshots";
import type { reorderScreenshotsInput, screenshotSet } from "./schemas";
import { storeSetOrder } from "./set-revisions";

/**
 * Puts a set's screenshots in a new order (every one of them, once): App Store Connect first,
 * then here, with the change in the history.
 */
export async function reorderScreenshots(
  userId: string,
  appId: string,
  versionId: string,
  setId: string,
  { screenshotIds }: z.output<typeof reorderScreenshotsInput>,
): Promise<z.input<typeof screenshotSet>> {
  const { app, version } = await getEditableVersionOrThrow(userId, appId, versionId);
  const set = await getSetOrThrow(version.id, setId);
  const byId = new Map(set.screenshots.map((shot) => [shot.id, shot]));
  const ordered = screenshotIds.map((id) => byId.get(id));
  if (
    new Set(screenshotIds).size !== screenshotIds.length ||
    screenshotIds.length !== set.screenshots.length ||
    ordered.includes(undefined)
  ) {
    throw new ApiError("validation_failed", `List each of the set's ${set.screenshots.length} screenshots once, in the new order.`, {
      errors: [{ path: "body.screenshotIds", message: "Every screenshot of the set, once each" }],
    });
  }
  const inOrder = ordered.filter((shot) => shot !== undefined);
  const client = await storeClientForApp(app);
  try {
    await client.reorderScreenshots(
      set.storeId,
      inOrder.map((shot) => shot.storeId),
    );
  } catch (error) {
    throw storeErrorToApiError(error, "the screenshots");
  }
  const updated = await db().$transaction(async (tx) => {
    await storeSetOrder(tx, { appId: app.id, userId, versionId: version.id, set, after: inOrder });
    return tx.screenshotSet.findUniqueOrThrow({ where: { id: set.id }, include: { screenshots: { orderBy: { position: "asc" } } } });
  });
  return toSetView(updated);
}
