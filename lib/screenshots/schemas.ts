import { z } from "zod";

import { versionParams } from "@/lib/versions/schemas";

import { DISPLAY_TYPE_IDS, MAX_SCREENSHOT_BYTES, MAX_SCREENSHOTS_PER_SET } from "./display-types";

export const screenshotsParams = versionParams;

export const screenshotsQuery = z.strictObject({
  locale: z.string().min(1).max(64).optional().describe("One locale (App Store Connect's code, e.g. `en-US`); every locale when left out."),
});

// A string, not an enum: App Store Connect may add states, and a client must not refuse them.
const deliveryState = z
  .string()
  .describe("App Store Connect's delivery state: `AWAITING_UPLOAD`, `UPLOAD_COMPLETE` (processing), `COMPLETE` or `FAILED`.");

const screenshot = z.object({
  id: z.string(),
  position: z.number().int().describe("0-based place in the set."),
  fileName: z.string(),
  fileSize: z.number().int().describe("Bytes."),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  thumbnailUrl: z.string().nullable().describe("A 300-pixel-wide rendering from Apple's image template; null until processed."),
  imageUrl: z.string().nullable().describe("The full-size image from Apple's image template; null until processed."),
  deliveryState,
  error: z.string().nullable().describe("Why App Store Connect failed it, in its words."),
});

export const screenshotSet = z.object({
  id: z.string(),
  displayType: z.string().describe("Apple's `screenshotDisplayType`, e.g. `APP_IPHONE_67`."),
  displayTypeName: z.string().describe('The same in words, e.g. "6.9-inch iPhone".'),
  maxScreenshots: z.literal(MAX_SCREENSHOTS_PER_SET),
  screenshots: z.array(screenshot),
});

const previewSet = z.object({
  id: z.string(),
  previewType: z.string().describe("Apple's `previewType`, e.g. `IPHONE_67`."),
  previewTypeName: z.string().describe('The same in words, e.g. "6.9-inch iPhone".'),
  previews: z.array(
    z.object({
      id: z.string(),
      position: z.number().int(),
      fileName: z.string(),
      fileSize: z.number().int(),
      mimeType: z.string().nullable(),
      videoUrl: z.string().nullable(),
      posterUrl: z.string().nullable().describe("The poster frame, 300 pixels wide."),
      deliveryState,
    }),
  ),
});

export const localizationScreenshots = z.object({
  locale: z.string(),
  sets: z.array(screenshotSet).describe("Each display type's screenshots, in order."),
  previewSets: z.array(previewSet).describe("App previews (videos), read-only."),
  missing: z
    .array(z.object({ name: z.string(), displayTypes: z.array(z.string()) }))
    .describe(
      "Display types App Review needs for this version's platform that have no screenshot in this locale (one of `displayTypes` is enough).",
    ),
  readAt: z.string().nullable().describe("When they were last read from App Store Connect (null: not yet)."),
});

export const versionScreenshots = z
  .object({
    versionId: z.string(),
    platform: z.string(),
    editable: z.boolean().describe("Whether the version's state lets its screenshots change."),
    primaryLocale: z
      .string()
      .nullable()
      .describe(
        "The app's primary language. App Review needs its `missing` display types; another locale without its own shows the primary language's.",
      ),
    localizations: z.array(localizationScreenshots),
  })
  .meta({ id: "VersionScreenshots" });

export const setParams = screenshotsParams.extend({ setId: z.string().min(1).max(64) });
export const screenshotParams = screenshotsParams.extend({ screenshotId: z.string().min(1).max(64) });
export const uploadParams = screenshotsParams.extend({ uploadId: z.string().min(1).max(64) });

/** How the multipart upload is documented (the handler reads the stream itself: files are never held whole many times over). */
export const uploadScreenshotsForm = z
  .object({
    locale: z.string().describe("The localization's locale, e.g. `de-DE`: created at the store when the version has none for it."),
    displayType: z.enum(DISPLAY_TYPE_IDS).describe("Apple's `screenshotDisplayType`, e.g. `APP_IPHONE_67`."),
    files: z
      .array(z.string().meta({ format: "binary" }))
      .min(1)
      .max(MAX_SCREENSHOTS_PER_SET)
      .describe(
        `One or more PNG or JPEG images (no alpha channel), each of a size Apple accepts for the display type, at most ${MAX_SCREENSHOT_BYTES / 1024 / 1024} MB; appended to the set in the order sent.`,
      ),
  })
  .meta({ id: "ScreenshotUploadForm" });

export const UPLOAD_FILE_STATUSES = ["waiting", "uploading", "uploaded", "failed"] as const;

export const screenshotUpload = z
  .object({
    id: z.string(),
    versionId: z.string(),
    kind: z.enum(["upload", "copy"]).describe("`upload`: files sent with the request; `copy`: a set copied to other locales."),
    status: z.enum(["queued", "running", "succeeded", "failed"]).describe("`failed` when any file failed; the others are kept."),
    progress: z.number().int().min(0).max(100),
    files: z.array(
      z.object({
        id: z.string(),
        locale: z.string(),
        displayType: z.string(),
        displayTypeName: z.string(),
        fileName: z.string(),
        fileSize: z.number().int().describe("Bytes; 0 for a copy until the original is fetched."),
        status: z.enum(UPLOAD_FILE_STATUSES),
        progress: z.number().int().min(0).max(100),
        error: z.string().nullable().describe("Why it failed, in words; nothing of it was left at the store."),
      }),
    ),
    createdAt: z.string(),
    finishedAt: z.string().nullable(),
  })
  .meta({ id: "ScreenshotUpload" });

export const reorderScreenshotsInput = z.strictObject({
  screenshotIds: z
    .array(z.string().min(1).max(64))
    .min(1)
    .max(MAX_SCREENSHOTS_PER_SET)
    .describe("Every screenshot of the set, once each, in the new order."),
});

export const copyScreenshotSetInput = z.strictObject({
  locales: z.array(z.string().min(1).max(64)).min(1).max(50).describe("The locales to copy the set to (not the set's own)."),
  mode: z
    .enum(["append", "replace"])
    .describe("`replace`: the target sets' screenshots are deleted first; `append`: added after them (at most 10 in all)."),
});
