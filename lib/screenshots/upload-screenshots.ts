import "server-only";

import { createHash } from "node:crypto";

import type { z } from "zod";

import { db } from "@/lib/db/client";
import { screenshotUploadRequested } from "@/lib/events/catalogue";
import { emit } from "@/lib/events/emit";
import { ApiError } from "@/lib/http/errors";
import { readMultipart, type MultipartFile } from "@/lib/http/multipart";
import { BODY_LIMITS } from "@/lib/http/read-body";
import type { FieldError } from "@/lib/http/errors";
import { isAscLocale, localeName } from "@/lib/store/locales";

import { checkScreenshotFile, SCREENSHOT_HEADER_BYTES, TOO_LARGE } from "./check-screenshot-file";
import { fileChunkWriter } from "./file-chunks";
import { displayTypeName, isDisplayType, MAX_SCREENSHOT_BYTES, MAX_SCREENSHOTS_PER_SET, type DisplayType } from "./display-types";
import { getEditableVersionOrThrow } from "./editable-version";
import type { screenshotUpload } from "./schemas";
import { screenshotFileName } from "./screenshot-file-name";
import { toUploadView, uploadInclude } from "./screenshot-upload-view";
import { takeSetUploadLocks } from "./set-upload-lock";

interface Target {
  localizationId: string;
  displayType: DisplayType;
  /** Screenshots the set holds already. */
  existing: number;
  uploadId: string;
}

/**
 * Takes screenshots for one locale's set of a version being prepared (`multipart/form-data`:
 * `locale`, `displayType`, then `files`). Each file is checked as it arrives (type by content,
 * no alpha, an accepted size, the size limit, at most 10 in the set) and kept in the database,
 * not in memory: one file at a time is held. When any file is wrong nothing is kept and the
 * answer names each one (`files[i]`); otherwise the upload is queued in the same transaction as
 * its event, and App Store Connect gets nothing before then.
 */
export async function uploadScreenshots(
  userId: string,
  appId: string,
  versionId: string,
  request: Request,
): Promise<z.input<typeof screenshotUpload>> {
  const { app, version } = await getEditableVersionOrThrow(userId, appId, versionId);
  const fields: { locale?: string; displayType?: string } = {};
  const errors: FieldError[] = [];
  let target: Target | null = null;
  let tooMany = false;

  /** The set the files go to, once both fields arrived (before the first file). */
  async function resolveTarget(): Promise<Target | null> {
    if (fields.locale === undefined || fields.displayType === undefined) {
      errors.push({ path: "body", message: "Send locale and displayType before the files." });
      return null;
    }
    const { locale, displayType } = fields;
    if (!isDisplayType(displayType))
      errors.push({
        path: "body.displayType",
        message: `${displayType || "An empty value"} is not one of Apple's screenshot display types.`,
      });
    const localization = isAscLocale(locale)
      ? await db().versionLocalization.findFirst({ where: { versionId: version.id, locale }, select: { id: true } })
      : null;
    if (!localization) {
      errors.push({
        path: "body.locale",
        message: isAscLocale(locale)
          ? `Version ${version.versionString} has no ${localeName(locale)} texts yet: add them first, then its screenshots.`
          : `${locale || "An empty value"} is not a locale App Store Connect knows.`,
      });
    }
    if (!localization || !isDisplayType(displayType)) return null;
    // The set is this upload's until its files are at the store (409 while another's is on its way).
    const upload = await db().$transaction(async (tx) => {
      const created = await tx.screenshotUpload.create({ data: { appId: app.id, versionId: version.id, userId, kind: "upload" } });
      await takeSetUploadLocks(tx, created.id, [{ localizationId: localization.id, displayType, locale }]);
      return created;
    });
    const existing = await db().screenshot.count({ where: { set: { localizationId: localization.id, displayType } } });
    return { localizationId: localization.id, displayType, existing, uploadId: upload.id };
  }

  let resolved = false;
  async function takeFile(file: MultipartFile): Promise<void> {
    if (!resolved) {
      resolved = true;
      target = await resolveTarget();
    }
    const path = `files[${file.index}]`;
    if (file.field !== "files") {
      errors.push({ path, message: `Send files in the field named "files", not "${file.field}".` });
      return;
    }
    if (!target) return;
    if (target.existing + file.index >= MAX_SCREENSHOTS_PER_SET) {
      errors.push({ path, message: tooManyMessage(target) });
      return;
    }
    // The header is checked before anything is kept; then the bytes are kept as they stream in.
    const { head, rest } = await readHead(file.content, SCREENSHOT_HEADER_BYTES);
    const { problem, format } = await checkScreenshotFile(head, target.displayType);
    // Once anything is wrong the upload is dropped: the rest is checked, not kept.
    if (problem || !format || errors.length > 0) {
      await skip(rest);
      if (problem) errors.push({ path, message: `${file.fileName || "The file"}: ${problem}` });
      else if (file.truncated()) errors.push({ path, message: `${file.fileName || "The file"}: ${TOO_LARGE}` });
      return;
    }
    const stored = await db().screenshotUploadFile.create({
      data: {
        uploadId: target.uploadId,
        position: file.index,
        localizationId: target.localizationId,
        displayType: target.displayType,
        fileName: screenshotFileName(file.fileName, format, file.index),
      },
      select: { id: true },
    });
    const hash = createHash("md5");
    const writer = fileChunkWriter(stored.id);
    let size = 0;
    for (const bytes of [[head], rest]) {
      for await (const chunk of bytes) {
        hash.update(chunk);
        size += chunk.length;
        await writer.write(chunk);
      }
    }
    await writer.end();
    if (file.truncated()) {
      errors.push({ path, message: `${file.fileName || "The file"}: ${TOO_LARGE}` });
      return;
    }
    await db().screenshotUploadFile.update({ where: { id: stored.id }, data: { fileSize: size, checksum: hash.digest("hex") } });
  }

  try {
    await readMultipart(
      request,
      { maxBodyBytes: BODY_LIMITS.screenshotUpload, maxFileBytes: MAX_SCREENSHOT_BYTES, maxFiles: MAX_SCREENSHOTS_PER_SET, maxFields: 4 },
      {
        onField: (name, value) => {
          if (name === "locale" || name === "displayType") fields[name] = value;
          else errors.push({ path: `body.${name.slice(0, 64)}`, message: "Unknown field" });
        },
        onFile: takeFile,
        onTooManyFiles: () => {
          tooMany = true;
        },
      },
    );
    if (!resolved) errors.push({ path: "body.files", message: "Send at least one file." });
    if (tooMany)
      errors.push({ path: `files[${MAX_SCREENSHOTS_PER_SET}]`, message: `A set holds at most ${MAX_SCREENSHOTS_PER_SET} screenshots.` });
  } catch (error) {
    await discard(target);
    throw error;
  }
  // Assigned in the callbacks above, which the compiler does not follow.
  const accepted = target as Target | null;
  if (errors.length > 0 || !accepted) {
    await discard(accepted);
    throw new ApiError("validation_failed", describe(errors, accepted), { errors });
  }
  const upload = await db().$transaction(async (tx) => {
    await emit(tx, screenshotUploadRequested, { uploadId: accepted.uploadId });
    return tx.screenshotUpload.update({ where: { id: accepted.uploadId }, data: { queuedAt: new Date() }, include: uploadInclude });
  });
  return toUploadView(upload);
}

/**
 * The first `bytes` of a stream (fewer when it is shorter), and the rest of it to read on: the
 * chunk that crosses the mark is split, so nothing is read twice or lost.
 */
async function readHead(stream: AsyncIterable<Buffer>, bytes: number): Promise<{ head: Buffer; rest: AsyncIterable<Buffer> }> {
  const iterator = stream[Symbol.asyncIterator]();
  const parts: Buffer[] = [];
  let length = 0;
  let overflow: Buffer | null = null;
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) break;
    const room = bytes - length;
    parts.push(next.value.subarray(0, room));
    length += Math.min(room, next.value.length);
    if (next.value.length > room) overflow = next.value.subarray(room);
  }
  const rest = async function* () {
    if (overflow) yield overflow;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  };
  return { head: Buffer.concat(parts, length), rest: rest() };
}

/** Reads a stream to its end, keeping nothing (the multipart body goes on to the next file). */
async function skip(stream: AsyncIterable<Buffer>): Promise<void> {
  const iterator = stream[Symbol.asyncIterator]();
  while (!(await iterator.next()).done);
}

const tooManyMessage = (target: Target) =>
  `A set holds at most ${MAX_SCREENSHOTS_PER_SET} screenshots; this ${displayTypeName(target.displayType)} set has ${target.existing} already.`;

function describe(errors: FieldError[], target: Target | null): string {
  const files = errors.filter((error) => error.path.startsWith("files["));
  if (files.length === 0) return errors[0]?.message ?? "The upload is not complete.";
  const what = target ? `${displayTypeName(target.displayType)} screenshots` : "screenshots";
  return `${files.length === 1 ? "One file is" : `${files.length} files are`} not usable as ${what}: nothing was uploaded.`;
}

/** A refused upload keeps nothing. */
async function discard(target: Target | null): Promise<void> {
  if (target) await db().screenshotUpload.deleteMany({ where: { id: target.uploadId } });
}
