import "server-only";

import { storeClientForApp } from "@/lib/apps/store-client";
import { storeErrorToApiError } from "@/lib/apps/store-errors";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { StoreError } from "@/lib/store/errors";

import { getEditableVersionOrThrow } from "./editable-version";
import { getSetOrThrow } from "./find-set";
import { storeSetOrder } from "./set-revisions";

/** Deletes a screenshot at App Store Connect (one already gone there counts as deleted), then here, with the change in the history. */
export async function deleteScreenshot(userId: string, appId: string, versionId: string, screenshotId: string): Promise<void> {
  const { app, version } = await getEditableVersionOrThrow(userId, appId, versionId);
  const screenshot = await db().screenshot.findFirst({ where: { id: screenshotId, set: { localization: { versionId: version.id } } } });
  if (!screenshot) throw notFound("screenshot");
  const set = await getSetOrThrow(version.id, screenshot.setId);
  const client = await storeClientForApp(app);
  try {
    await client.deleteScreenshot(screenshot.storeId);
  } catch (error) {
    if (!(error instanceof StoreError && error.kind === "not_found")) throw storeErrorToApiError(error, "the screenshot");
  }
  const remaining = set.screenshots.filter((shot) => shot.id !== screenshot.id);
  await db().$transaction(async (tx) => {
    await tx.screenshot.delete({ where: { id: screenshot.id } });
    await storeSetOrder(tx, { appId: app.id, userId, versionId: version.id, set, after: remaining });
  });
}
