import "server-only";

import type { z } from "zod";

import { storeClientForApp } from "@/lib/apps/store-client";
import { storeErrorToApiError } from "@/lib/apps/store-errors";
import { db } from "@/lib/db/client";
import { screenshotUploadRequested } from "@/lib/events/catalogue";
import { emit } from "@/lib/events/emit";
import { ApiError, type FieldError } from "@/lib/http/errors";
import { localeName } from "@/lib/store/locales";

import { displayTypeName, MAX_SCREENSHOTS_PER_SET } from "./display-types";
import { getEditableVersionOrThrow } from "./editable-version";
import { getSetOrThrow } from "./find-set";
import { readLocaleMediaAgain } from "./read-locale-media-again";
import { imageFromTemplate } from "./read-screenshots";
import type { copyScreenshotSetInput, screenshotUpload } from "./schemas";
import { toUploadView, uploadInclude } from "./screenshot-upload-view";
import { takeSetUploadLocks } from "./set-upload-lock";

/**
 * Copies a set to the same display type in other locales of the version: an upload whose files are
 * the set's originals, fetched from App Store Connect when sent, added after the targets'
 * screenshots (at most 10 in all) or instead of them. Checked whole before anything is queued.
 */
export async function copyScreenshotSet(
  userId: string,
  appId: string,
  versionId: string,
  setId: string,
  { locales, mode }: z.output<typeof copyScreenshotSetInput>,
): Promise<z.input<typeof screenshotUpload>> {
  const { app, version } = await getEditableVersionOrThrow(userId, appId, versionId);
  let set = await getSetOrThrow(version.id, setId);
  if (set.screenshots.some((shot) => !shot.templateUrl)) {
    // Still being processed when last read (an upload just sent): App Store Connect may have
    // finished since. What it says now is kept, so the copy need not wait for a later look or sync.
    try {
      await readLocaleMediaAgain(await storeClientForApp(app), set.localization);
    } catch (error) {
      throw storeErrorToApiError(error, "the screenshots");
    }
    set = await getSetOrThrow(version.id, setId);
  }
  const name = displayTypeName(set.displayType);
  if (set.screenshots.length === 0)
    throw invalid(`The ${name} set has no screenshots to copy.`, [{ path: "params.setId", message: "Empty set" }]);
  if (set.screenshots.some((shot) => !shot.templateUrl)) {
    throw invalid(`App Store Connect has not processed every ${name} screenshot yet: copy the set once it has.`, [
      { path: "params.setId", message: "Not processed yet" },
    ]);
  }
  const targets = await db().versionLocalization.findMany({
    where: { versionId: version.id, locale: { in: locales } },
    include: { screenshotSets: { where: { displayType: set.displayType }, include: { _count: { select: { screenshots: true } } } } },
  });
  const errors: FieldError[] = [];
  locales.forEach((locale, index) => {
    const target = targets.find((candidate) => candidate.locale === locale);
    const path = `body.locales[${index}]`;
    if (locale === set.localization.locale) errors.push({ path, message: "This is the set's own locale." });
    else if (!target)
      errors.push({ path, message: `Version ${version.versionString} has no ${localeName(locale)} texts yet: add them first.` });
    else if (mode === "append") {
      const existing = target.screenshotSets.reduce((sum, candidate) => sum + candidate._count.screenshots, 0);
      if (existing + set.screenshots.length > MAX_SCREENSHOTS_PER_SET) {
        errors.push({
          path,
          message: `${localeName(locale)} has ${existing} ${name} screenshots already: adding ${set.screenshots.length} would pass ${MAX_SCREENSHOTS_PER_SET}. Replace them instead.`,
        });
      }
    }
  });
  if (new Set(locales).size !== locales.length) errors.push({ path: "body.locales", message: "Name each locale once." });
  if (errors.length > 0) throw invalid(`The set cannot be copied as asked: ${errors[0]!.message}`, errors);

  const upload = await db().$transaction(async (tx) => {
    const created = await tx.screenshotUpload.create({
      data: {
        appId: app.id,
        versionId: version.id,
        userId,
        kind: "copy",
        replace: mode === "replace",
        queuedAt: new Date(),
        files: {
          create: locales.flatMap((locale, localeIndex) =>
            set.screenshots.map((shot, index) => ({
              position: localeIndex * MAX_SCREENSHOTS_PER_SET + index,
              localizationId: targets.find((target) => target.locale === locale)!.id,
              displayType: set.displayType,
              fileName: shot.fileName,
              sourceUrl: imageFromTemplate(shot.templateUrl, shot),
            })),
          ),
        },
      },
    });
    // Each target set is this copy's until its files are at the store (409 while another upload's are on their way).
    const targetSets = locales.map((locale) => ({
      localizationId: targets.find((target) => target.locale === locale)!.id,
      displayType: set.displayType,
      locale,
    }));
    await takeSetUploadLocks(tx, created.id, targetSets);
    await emit(tx, screenshotUploadRequested, { uploadId: created.id });
    return tx.screenshotUpload.findUniqueOrThrow({ where: { id: created.id }, include: uploadInclude });
  });
  return toUploadView(upload);
}

const invalid = (detail: string, errors: FieldError[]) => new ApiError("validation_failed", detail, { errors });
