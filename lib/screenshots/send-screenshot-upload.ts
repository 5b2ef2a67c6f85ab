import "server-only";

import { createHash } from "node:crypto";

import { storeClientForApp } from "@/lib/apps/store-client";
import { db } from "@/lib/db/client";
import type { App, ScreenshotUploadFile, VersionLocalization } from "@/lib/db/generated/client";
import { log } from "@/lib/log";
import type { StoreClient } from "@/lib/store/client";
import { StoreError } from "@/lib/store/errors";
import type { AscScreenshotDisplayType, AscUploadOperation } from "@/lib/store/types";

import { checkScreenshotFile } from "./check-screenshot-file";
import { dropFileChunks, readFileChunks } from "./file-chunks";
import { isDisplayType, MAX_SCREENSHOT_BYTES } from "./display-types";

/** A part that App Store Connect does not take is sent again this many times before the file fails. */
export const PART_ATTEMPTS = 3;
const PART_RETRY_DELAY_MS = 500;

/** The store client for an upload's app (background work: a person does not wait on each request). */
const clientFor = (app: App): Promise<StoreClient> => storeClientForApp(app, { personWaits: false });

/**
 * Starts sending an upload: marks it running and, for a copy that replaces, deletes the target
 * sets' screenshots at the store first (as the store has them now, not as last read). Returns
 * the files to send, in order; none when the upload is gone (its version was deleted).
 */
export async function startScreenshotUpload(uploadId: string): Promise<string[]> {
  const upload = await db().screenshotUpload.findUnique({
    where: { id: uploadId },
    include: {
      version: { include: { app: true } },
      files: { select: { id: true, localizationId: true, displayType: true }, orderBy: { position: "asc" } },
    },
  });
  if (!upload) return [];
  await db().screenshotUpload.update({ where: { id: uploadId }, data: { status: "running" } });
  if (upload.replace) {
    const client = await clientFor(upload.version.app);
    const targets = new Map(upload.files.map((file) => [`${file.localizationId} ${file.displayType}`, file]));
    for (const target of targets.values()) {
      const localization = await db().versionLocalization.findUniqueOrThrow({ where: { id: target.localizationId } });
      const { sets, screenshots } = await client.listScreenshotSets(localization.storeId);
      const set = sets.find((candidate) => candidate.attributes?.screenshotDisplayType === target.displayType);
      const inSet = new Set((set?.relationships?.appScreenshots?.data ?? []).map((ref) => ref.id));
      for (const screenshot of screenshots.filter((candidate) => inSet.has(candidate.id))) await client.deleteScreenshot(screenshot.id);
    }
  }
  return upload.files.map((file) => file.id);
}

/**
 * Sends one file as App Store Connect's upload protocol describes: the set found or made, the
 * screenshot reserved (its store id kept at once), each part sent to the address the store gave
 * (a refused part sent again), then the MD5 committed. Whatever fails, the reserved screenshot is
 * deleted at the store and the file marked failed in words: nothing half-uploaded stays behind,
 * and a step run again (at-least-once) first deletes what an earlier attempt reserved.
 */
export async function sendScreenshotFile(fileId: string): Promise<void> {
  const file = await db().screenshotUploadFile.findUnique({
    where: { id: fileId },
    include: { localization: true, upload: { select: { version: { select: { app: true } } } } },
  });
  if (!file || file.status === "uploaded" || file.status === "failed") return;
  const client = await clientFor(file.upload.version.app);
  if (file.storeId) await deleteQuietly(client, file.storeId);
  let reservedId: string | null = null;
  try {
    const kept = await readFileChunks(file.id);
    const content = kept ?? (await fetchOriginal(client, file));
    const checksum = kept && file.checksum ? file.checksum : md5(content);
    const setStoreId = await setFor(client, file.localization, file.displayType);
    const reserved = await client.reserveScreenshot(setStoreId, { fileName: file.fileName, fileSize: content.length });
    reservedId = reserved.id;
    await progress(file.id, { storeId: reserved.id, status: "uploading", progress: 10, fileSize: content.length, checksum });
    const operations = reserved.attributes?.uploadOperations ?? [];
    for (const [index, operation] of operations.entries()) {
      await sendPart(client, operation, content);
      await progress(file.id, { progress: 10 + Math.round((80 * (index + 1)) / operations.length) });
    }
    await client.commitScreenshot(reserved.id, checksum);
    await progress(file.id, { status: "uploaded", progress: 100 });
    await dropFileChunks([file.id]);
  } catch (error) {
    if (reservedId) await deleteQuietly(client, reservedId);
    log.warn({ fileId, kind: error instanceof StoreError ? error.kind : "other" }, "screenshot upload failed");
    await progress(file.id, { status: "failed", progress: 0, error: failureInWords(error), storeId: null });
    await dropFileChunks([file.id]);
  }
}

const progress = (
  fileId: string,
  data: Partial<Pick<ScreenshotUploadFile, "storeId" | "status" | "progress" | "fileSize" | "checksum" | "error">>,
) => db().screenshotUploadFile.update({ where: { id: fileId }, data, select: { id: true } });

const md5 = (content: Buffer) => createHash("md5").update(content).digest("hex");

/** A copy's original, fetched from the store at full size and checked as an upload would be. */
async function fetchOriginal(client: StoreClient, file: ScreenshotUploadFile): Promise<Buffer> {
  if (!file.sourceUrl) throw new CopyError("The original of this screenshot is not available at App Store Connect yet.");
  const content = await client.downloadScreenshot(file.sourceUrl, MAX_SCREENSHOT_BYTES);
  const problem = isDisplayType(file.displayType) ? (await checkScreenshotFile(content, file.displayType)).problem : null;
  if (problem) throw new CopyError(`The original from App Store Connect cannot be copied: ${problem}`);
  return content;
}

/** The store id of the localization's set for the display type: the one kept here, else the store's, else a new one. */
async function setFor(client: StoreClient, localization: VersionLocalization, displayType: string): Promise<string> {
  const kept = await db().screenshotSet.findFirst({ where: { localizationId: localization.id, displayType } });
  if (kept) return kept.storeId;
  // Not read here yet (a sync may not have reached it): the store may have it.
  const { sets } = await client.listScreenshotSets(localization.storeId);
  const storeId =
    sets.find((set) => set.attributes?.screenshotDisplayType === displayType)?.id ??
    (await client.createScreenshotSet(localization.storeId, displayType as AscScreenshotDisplayType)).id;
  await db().screenshotSet.createMany({ data: [{ localizationId: localization.id, storeId, displayType }], skipDuplicates: true });
  return storeId;
}

/** One upload operation's slice of the file, sent again when the store does not take it. */
async function sendPart(client: StoreClient, operation: AscUploadOperation, content: Buffer): Promise<void> {
  const offset = operation.offset ?? 0;
  const part = content.subarray(offset, offset + (operation.length ?? content.length - offset));
  for (let attempt = 1; ; attempt++) {
    try {
      return await client.uploadScreenshotPart(operation, part);
    } catch (error) {
      const transient = error instanceof StoreError && (error.kind === "unavailable" || error.kind === "timeout");
      if (!transient || attempt >= PART_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, PART_RETRY_DELAY_MS * attempt));
    }
  }
}

async function deleteQuietly(client: StoreClient, screenshotId: string): Promise<void> {
  try {
    await client.deleteScreenshot(screenshotId);
  } catch (error) {
    // Already gone is what was wanted; anything else is logged (the next sync shows what is left).
    if (!(error instanceof StoreError && error.kind === "not_found")) log.warn({ screenshotId }, "deleting a reserved screenshot failed");
  }
}

class CopyError extends Error {}

function failureInWords(error: unknown): string {
  if (error instanceof CopyError) return error.message;
  if (error instanceof StoreError) {
    if (error.kind === "rate_limited") return "App Store Connect's rate limit for the key was reached: upload it again later.";
    return error.summary ?? "App Store Connect refused the file: upload it again.";
  }
  return "The file could not be sent to App Store Connect: upload it again.";
}
