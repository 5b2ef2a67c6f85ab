import "server-only";

import { db, type Tx } from "@/lib/db/client";
import { previewSetRows, screenshotSetRows } from "@/lib/store/media-rows";
import type { StoreClient } from "@/lib/store/client";
import { EDITABLE_STATES } from "@/lib/versions/editable-fields";
import type { SyncContext } from "../context";
import { reconcile } from "../reconcile";
import type { Counts } from "./counts";

/** The states of a version whose screenshots are read: those App Store Connect still lets change, on their way, and live. */
const MEDIA_STATES = new Set([
  ...EDITABLE_STATES,
  "WAITING_FOR_REVIEW",
  "IN_REVIEW",
  "PENDING_DEVELOPER_RELEASE",
  "READY_FOR_SALE",
  "READY_FOR_DISTRIBUTION",
]);

export interface LocalizationMedia {
  screenshotSets: ReturnType<typeof screenshotSetRows>;
  previewSets: ReturnType<typeof previewSetRows>;
}

/** A version localization's screenshot and preview sets as App Store Connect has them now (two requests). */
export async function readLocalizationMedia(client: StoreClient, localizationStoreId: string): Promise<LocalizationMedia> {
  const [screenshots, previews] = await Promise.all([
    client.listScreenshotSets(localizationStoreId),
    client.listPreviewSets(localizationStoreId),
  ]);
  return {
    screenshotSets: screenshotSetRows(screenshots.sets, screenshots.screenshots),
    previewSets: previewSetRows(previews.sets, previews.previews),
  };
}

/**
 * Stores what was read for one localization, writing only what differs (a set or item App Store
 * Connect no longer has is removed), and records when it was read. Returns how many rows changed.
 */
export async function storeLocalizationMedia(
  tx: Tx,
  localizationId: string,
  media: LocalizationMedia,
  readAt = new Date(),
): Promise<number> {
  let changed = 0;
  const count = (counts: { created: number; updated: number; deleted: number }) => {
    changed += counts.created + counts.updated + counts.deleted;
  };
  count(
    await reconcile({
      stored: await tx.screenshotSet.findMany({ where: { localizationId } }),
      desired: media.screenshotSets.map(({ storeId, displayType }) => ({ storeId, displayType })),
      create: (rows) => tx.screenshotSet.createMany({ data: rows.map((row) => ({ ...row, localizationId })) }),
      update: (id, changes) => tx.screenshotSet.update({ where: { id }, data: changes }),
      remove: (ids) => tx.screenshotSet.deleteMany({ where: { id: { in: ids } } }),
    }),
  );
  const sets = await tx.screenshotSet.findMany({ where: { localizationId }, select: { id: true, storeId: true } });
  for (const set of sets) {
    const desired = media.screenshotSets.find((candidate) => candidate.storeId === set.storeId)?.screenshots ?? [];
    count(
      await reconcile({
        stored: await tx.screenshot.findMany({ where: { setId: set.id } }),
        desired,
        create: (rows) => tx.screenshot.createMany({ data: rows.map((row) => ({ ...row, setId: set.id })) }),
        update: (id, changes) => tx.screenshot.update({ where: { id }, data: changes }),
        remove: (ids) => tx.screenshot.deleteMany({ where: { id: { in: ids } } }),
      }),
    );
  }
  count(
    await reconcile({
      stored: await tx.previewSet.findMany({ where: { localizationId } }),
      desired: media.previewSets.map(({ storeId, previewType }) => ({ storeId, previewType })),
      create: (rows) => tx.previewSet.createMany({ data: rows.map((row) => ({ ...row, localizationId })) }),
      update: (id, changes) => tx.previewSet.update({ where: { id }, data: changes }),
      remove: (ids) => tx.previewSet.deleteMany({ where: { id: { in: ids } } }),
    }),
  );
  const previewSets = await tx.previewSet.findMany({ where: { localizationId }, select: { id: true, storeId: true } });
  for (const set of previewSets) {
    const desired = media.previewSets.find((candidate) => candidate.storeId === set.storeId)?.previews ?? [];
    count(
      await reconcile({
        stored: await tx.preview.findMany({ where: { setId: set.id } }),
        desired,
        create: (rows) => tx.preview.createMany({ data: rows.map((row) => ({ ...row, setId: set.id })) }),
        update: (id, changes) => tx.preview.update({ where: { id }, data: changes }),
        remove: (ids) => tx.preview.deleteMany({ where: { id: { in: ids } } }),
      }),
    );
  }
  await tx.versionLocalization.update({ where: { id: localizationId }, data: { mediaReadAt: readAt } });
  return changed;
}

/** A version whose screenshots can still change is read again after this long (App Store Connect has no "changed since"). */
export const MEDIA_REREAD_MS = 24 * 60 * 60 * 1000;

/**
 * Screenshots and app previews of the versions a person looks at: the live one and those still
 * being prepared. A localization is read the first time it is seen; a live version's screenshots
 * cannot change, so they are not read again; an editable version's are read again once a day
 * (changes made through the service are stored as they are made). Two requests per localization
 * read; none for the rest.
 */
export async function syncScreenshots({ app, client }: SyncContext): Promise<Counts> {
  const now = new Date();
  const due = await db().versionLocalization.findMany({
    where: {
      version: { appId: app.id, appStoreState: { in: [...MEDIA_STATES] } },
      OR: [
        { mediaReadAt: null },
        { mediaReadAt: { lt: new Date(now.getTime() - MEDIA_REREAD_MS) }, version: { appStoreState: { in: [...EDITABLE_STATES] } } },
      ],
    },
    select: { id: true, storeId: true },
    orderBy: { id: "asc" },
  });
  let changes = 0;
  for (const localization of due) {
    const media = await readLocalizationMedia(client, localization.storeId);
    changes += await db().$transaction((tx) => storeLocalizationMedia(tx, localization.id, media, now));
  }
  return { screenshotLocalizations: due.length, screenshotChanges: changes };
}
