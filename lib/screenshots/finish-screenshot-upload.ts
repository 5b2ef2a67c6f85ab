import "server-only";

import { storeClientForApp } from "@/lib/apps/store-client";
import { db, type Tx } from "@/lib/db/client";
import { recordRevisions } from "@/lib/revisions/record-revisions";
import type { LocalizationMedia } from "@/lib/sync/groups/screenshots";

import { dropFileChunks } from "./file-chunks";
import { readLocaleMediaAgain } from "./read-locale-media-again";
import { setChange, storedSetFileNames } from "./set-revisions";
import { releaseSetUploadLocks, takeSetUploadLocks } from "./set-upload-lock";

/** App Store Connect is still processing a screenshot in these states. */
const PROCESSING = new Set(["AWAITING_UPLOAD", "UPLOAD_COMPLETE"]);

type Touched = { locale: string; displayTypes: string[] };
type OnRead = (tx: Tx, localizationId: string, touched: Touched, media: LocalizationMedia) => Promise<void>;

/** An upload with what reading its locales again needs. */
const loadUpload = (uploadId: string) =>
  db().screenshotUpload.findUnique({
    where: { id: uploadId },
    include: {
      version: { include: { app: true } },
      files: {
        select: { id: true, status: true, displayType: true, localization: { select: { id: true, storeId: true, locale: true } } },
      },
    },
  });
type LoadedUpload = NonNullable<Awaited<ReturnType<typeof loadUpload>>>;

/**
 * Reads each locale the upload touched again from App Store Connect and stores it (one
 * transaction per locale, with `onRead` inside it). Returns whether any screenshot of the touched
 * sets is still being processed.
 */
async function readTouchedAgain(upload: LoadedUpload, onRead: OnRead = async () => undefined): Promise<boolean> {
  const client = await storeClientForApp(upload.version.app, { personWaits: false });
  const touched = new Map<string, Touched & { storeId: string }>();
  for (const { displayType, localization } of upload.files) {
    const entry = touched.get(localization.id) ?? { locale: localization.locale, storeId: localization.storeId, displayTypes: [] };
    if (!entry.displayTypes.includes(displayType)) entry.displayTypes.push(displayType);
    touched.set(localization.id, entry);
  }
  let processing = false;
  for (const [localizationId, entry] of touched) {
    const media = await readLocaleMediaAgain(client, { id: localizationId, storeId: entry.storeId }, (tx, read) =>
      onRead(tx, localizationId, entry, read),
    );
    processing ||= media.screenshotSets.some(
      (set) => entry.displayTypes.includes(set.displayType) && set.screenshots.some((shot) => PROCESSING.has(shot.deliveryState)),
    );
  }
  return processing;
}

/**
 * Ends an upload: the touched locales read again from App Store Connect (their order and
 * processing as the store has them) and stored, each set's change recorded as a revision by the
 * person who uploaded; then the upload marked succeeded (or failed, when any file failed) and
 * every file's bytes dropped. Returns whether App Store Connect is still processing some of them.
 */
export async function finishScreenshotUpload(uploadId: string): Promise<boolean> {
  const upload = await loadUpload(uploadId);
  if (!upload) return false;
  const processing = await readTouchedAgain(upload, async (tx, localizationId, { locale, displayTypes }, media) => {
    const before = await storedSetFileNames(tx, localizationId, displayTypes);
    const after = (displayType: string) =>
      media.screenshotSets.find((set) => set.displayType === displayType)?.screenshots.map((shot) => shot.fileName) ?? [];
    await recordRevisions(
      tx,
      upload.version.appId,
      { kind: "user", userId: upload.userId },
      displayTypes.map((displayType) =>
        setChange(upload.versionId, locale, displayType, before.get(displayType) ?? [], after(displayType)),
      ),
    );
  });
  await dropFileChunks(upload.files.map((file) => file.id));
  await db().$transaction(async (tx) => {
    await tx.screenshotUpload.update({
      where: { id: uploadId },
      data: { status: upload.files.some((file) => file.status !== "uploaded") ? "failed" : "succeeded", finishedAt: new Date() },
    });
    await releaseSetUploadLocks(tx, uploadId);
  });
  return processing;
}

/**
 * After an upload, its sets read again while App Store Connect processes them, so thumbnails
 * appear without waiting for a sync. Returns whether some are still processed; false when the
 * upload is gone.
 */
export async function readUploadedSetsAgain(uploadId: string): Promise<boolean> {
  const upload = await loadUpload(uploadId);
  return upload ? readTouchedAgain(upload) : false;
}

/**
 * An upload whose run failed for good (its retries spent): failed, and its sets free for the next
 * upload. Its files' bytes stay until the daily prune, for an admin's retry.
 */
export async function markScreenshotUploadFailed(uploadId: string): Promise<void> {
  await db().$transaction(async (tx) => {
    await tx.screenshotUpload.updateMany({ where: { id: uploadId, finishedAt: null }, data: { status: "failed", finishedAt: new Date() } });
    await releaseSetUploadLocks(tx, uploadId);
  });
}

/**
 * Before an admin's retry of a failed upload's run: the upload queued again and its sets taken
 * again (`409 upload_in_progress` when another upload has one of them now).
 */
export async function reopenFailedScreenshotUpload(tx: Tx, uploadId: string): Promise<void> {
  const upload = await tx.screenshotUpload.findUnique({
    where: { id: uploadId },
    include: { files: { select: { displayType: true, localization: { select: { id: true, locale: true } } } } },
  });
  if (upload?.status !== "failed") return;
  await tx.screenshotUpload.update({ where: { id: uploadId }, data: { status: "queued", finishedAt: null } });
  const sets = new Map(
    upload.files.map(({ displayType, localization }) => [
      `${localization.id} ${displayType}`,
      { localizationId: localization.id, displayType, locale: localization.locale },
    ]),
  );
  await takeSetUploadLocks(tx, uploadId, [...sets.values()]);
}
