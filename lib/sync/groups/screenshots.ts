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
  const changes =
    (await storeSets(
      media.screenshotSets.map(({ screenshots, ...set }) => ({ set, items: screenshots })),
      {
        sets: () => tx.screenshotSet.findMany({ where: { localizationId } }),
        createSets: (rows) => tx.screenshotSet.createMany({ data: rows.map((row) => ({ ...row, localizationId })) }),
        updateSet: (id, changes) => tx.screenshotSet.update({ where: { id }, data: changes }),
        removeSets: (ids) => tx.screenshotSet.deleteMany({ where: { id: { in: ids } } }),
        items: (setId) => tx.screenshot.findMany({ where: { setId } }),
        createItems: (setId, rows) => tx.screenshot.createMany({ data: rows.map((row) => ({ ...row, setId })) }),
        updateItem: (id, changes) => tx.screenshot.update({ where: { id }, data: changes }),
        removeItems: (ids) => tx.screenshot.deleteMany({ where: { id: { in: ids } } }),
      },
    )) +
    (await storeSets(
      media.previewSets.map(({ previews, ...set }) => ({ set, items: previews })),
      {
        sets: () => tx.previewSet.findMany({ where: { localizationId } }),
        createSets: (rows) => tx.previewSet.createMany({ data: rows.map((row) => ({ ...row, localizationId })) }),
        updateSet: (id, changes) => tx.previewSet.update({ where: { id }, data: changes }),
        removeSets: (ids) => tx.previewSet.deleteMany({ where: { id: { in: ids } } }),
        items: (setId) => tx.preview.findMany({ where: { setId } }),
        createItems: (setId, rows) => tx.preview.createMany({ data: rows.map((row) => ({ ...row, setId })) }),
        updateItem: (id, changes) => tx.preview.update({ where: { id }, data: changes }),
        removeItems: (ids) => tx.preview.deleteMany({ where: { id: { in: ids } } }),
      },
    ));
  await tx.versionLocalization.update({ where: { id: localizationId }, data: { mediaReadAt: readAt } });
  return changes;
}

interface SetTables<Set extends { storeId: string }, Item extends { storeId: string }> {
  sets(): Promise<({ id: string; storeId: string } & Record<string, unknown>)[]>;
  createSets(rows: Set[]): Promise<unknown>;
  updateSet(id: string, changes: Partial<Set>): Promise<unknown>;
  removeSets(ids: string[]): Promise<unknown>;
  items(setId: string): Promise<({ id: string; storeId: string } & Record<string, unknown>)[]>;
  createItems(setId: string, rows: Item[]): Promise<unknown>;
  updateItem(id: string, changes: Partial<Item>): Promise<unknown>;
  removeItems(ids: string[]): Promise<unknown>;
}

/** One kind of set (screenshots or previews) and their items, reconciled; returns how many rows changed. */
async function storeSets<Set extends { storeId: string }, Item extends { storeId: string }>(
  desired: { set: Set; items: Item[] }[],
  tables: SetTables<Set, Item>,
): Promise<number> {
  const changed = (counts: { created: number; updated: number; deleted: number }) => counts.created + counts.updated + counts.deleted;
  let total = changed(
    await reconcile({
      stored: await tables.sets(),
      desired: desired.map(({ set }) => set),
      create: tables.createSets,
      update: tables.updateSet,
      remove: tables.removeSets,
    }),
  );
  for (const set of await tables.sets()) {
    total += changed(
      await reconcile({
        stored: await tables.items(set.id),
        desired: desired.find((candidate) => candidate.set.storeId === set.storeId)?.items ?? [],
        create: (rows) => tables.createItems(set.id, rows),
        update: tables.updateItem,
        remove: tables.removeItems,
      }),
    );
  }
  return total;
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
