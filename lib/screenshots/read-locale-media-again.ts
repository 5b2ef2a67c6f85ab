import "server-only";

import { db, type Tx } from "@/lib/db/client";
import type { StoreClient } from "@/lib/store/client";
import { readLocalizationMedia, storeLocalizationMedia, type LocalizationMedia } from "@/lib/sync/groups/screenshots";

/**
 * A localization's screenshots and previews read from App Store Connect now and stored (with
 * `onRead` in the same transaction), for when what was last read is known to be behind: an upload
 * just sent, screenshots it was still processing. Returns what was read.
 */
export async function readLocaleMediaAgain(
  client: StoreClient,
  localization: { id: string; storeId: string },
  onRead: (tx: Tx, media: LocalizationMedia) => Promise<void> = async () => undefined,
): Promise<LocalizationMedia> {
  const media = await readLocalizationMedia(client, localization.storeId);
  await db().$transaction(async (tx) => {
    await onRead(tx, media);
    await storeLocalizationMedia(tx, localization.id, media);
  });
  return media;
}
