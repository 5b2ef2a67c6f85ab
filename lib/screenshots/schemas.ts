import { z } from "zod";

import { versionParams } from "@/lib/versions/schemas";

import { MAX_SCREENSHOTS_PER_SET } from "./display-types";

export const screenshotsParams = versionParams;

export const screenshotsQuery = z.strictObject({
  locale: z.string().min(1).max(64).optional().describe("One locale (App Store Connect's code, e.g. `en-US`); every locale when left out."),
});

const deliveryState = z
  .enum(["AWAITING_UPLOAD", "UPLOAD_COMPLETE", "COMPLETE", "FAILED"])
  .or(z.string())
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

const screenshotSet = z.object({
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
    localizations: z.array(localizationScreenshots),
  })
  .meta({ id: "VersionScreenshots" });
