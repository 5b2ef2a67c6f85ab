import "server-only";

import type { Tx } from "@/lib/db/client";
import type { ScreenshotUpload } from "@/lib/db/generated/client";
import { ApiError } from "@/lib/http/errors";
import { localeName } from "@/lib/store/locales";

import { displayTypeName } from "./display-types";

/**
 * How long an upload may still be receiving its files before its request must have died: well
 * past the server's limit on one request (Node's `requestTimeout`, 5 minutes).
 */
export const RECEIVING_MS = 10 * 60_000;

/** A set an upload writes to: a localization's screenshots of one display type. */
export interface SetRef {
  localizationId: string;
  displayType: string;
  /** For the refusal's words. */
  locale: string;
}

/**
 * Whether `upload` still holds the sets it took: until its files are sent (`finishedAt`, also
 * set when its run fails for good), unless its request died before it was queued.
 */
const holds = (upload: Pick<ScreenshotUpload, "finishedAt" | "queuedAt" | "createdAt">, now: Date) =>
  upload.finishedAt === null && (upload.queuedAt !== null || upload.createdAt.getTime() > now.getTime() - RECEIVING_MS);

const inProgress = (set: SetRef) =>
  new ApiError(
    "upload_in_progress",
    `Screenshots are still being sent to the ${localeName(set.locale)} ${displayTypeName(set.displayType)} set: try again once that upload is done.`,
  );

/**
 * Takes each set for `uploadId`, or answers `409 upload_in_progress` when another upload holds
 * one: two uploads into one set would each count the set's screenshots without the other's, and
 * App Store Connect would refuse files past its ten. A row per set (its primary key), so the
 * database decides between requests at the same moment on any instance: the second insert finds
 * the first's row (PostgreSQL waits for the first transaction to end). A row left by an upload that
 * no longer holds it is taken over, by one request only (the update names its former holder).
 * Call inside the transaction that writes the upload, so a refused one writes nothing.
 */
export async function takeSetUploadLocks(tx: Tx, uploadId: string, sets: SetRef[], now = new Date()): Promise<void> {
  for (const set of sets) {
    const key = { localizationId: set.localizationId, displayType: set.displayType };
    // ON CONFLICT DO NOTHING: a conflict is an answer, and leaves a PostgreSQL transaction usable.
    const insert = async () =>
      (await tx.screenshotSetUploadLock.createMany({ data: [{ ...key, uploadId }], skipDuplicates: true })).count === 1;
    if (await insert()) continue;
    const held = await tx.screenshotSetUploadLock.findUnique({ where: { localizationId_displayType: key }, include: { upload: true } });
    // Released in between: free again, unless another request took it first.
    if (!held && (await insert())) continue;
    if (!held || holds(held.upload, now)) throw inProgress(set);
    const { count: taken } = await tx.screenshotSetUploadLock.updateMany({
      where: { ...key, uploadId: held.uploadId },
      data: { uploadId },
    });
    if (taken === 0) throw inProgress(set);
  }
}

/** Lets go of the sets the upload holds (its files are at the store, or it failed for good). */
export async function releaseSetUploadLocks(tx: Tx, uploadId: string): Promise<void> {
  await tx.screenshotSetUploadLock.deleteMany({ where: { uploadId } });
}
