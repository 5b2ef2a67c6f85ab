import "server-only";

import sharp from "sharp";

import { acceptedSizes, acceptedSizesInWords, type DisplayType, displayTypeName, MAX_SCREENSHOT_BYTES } from "./display-types";

const MiB = 1024 * 1024;

/**
 * How much of a file's start the check below needs: a PNG's header is its first 33 bytes (a
 * palette's transparency comes before the pixels), a JPEG's follows its metadata segments (at
 * most 64 KiB each).
 */
export const SCREENSHOT_HEADER_BYTES = 512 * 1024;

/** A file past MAX_SCREENSHOT_BYTES, in words (an upload finds it out as the file streams in). */
export const TOO_LARGE = `It is larger than ${MAX_SCREENSHOT_BYTES / MiB} MB.`;

/** A file checked as a screenshot: what is wrong with it (null when nothing) and what image it is. */
export interface ScreenshotFileCheck {
  problem: string | null;
  /** By content; null when it is not a PNG or JPEG. */
  format: "png" | "jpeg" | null;
}

/**
 * What is wrong with a file as a screenshot of `displayType`, in words, or null when Apple would
 * take it: PNG or JPEG by content (not by name), no alpha channel (Apple refuses transparent
 * screenshots), a pixel size Apple accepts for the display type, at most MAX_SCREENSHOT_BYTES.
 * Only the image's header is read: `content` may be the file's first SCREENSHOT_HEADER_BYTES.
 */
export async function checkScreenshotFile(content: Buffer, displayType: DisplayType): Promise<ScreenshotFileCheck> {
  if (content.length > MAX_SCREENSHOT_BYTES) return { problem: TOO_LARGE, format: null };
  if (content.length === 0) return { problem: "It is empty.", format: null };
  const metadata = await sharp(content)
    .metadata()
    .catch(() => null);
  if (!metadata || (metadata.format !== "png" && metadata.format !== "jpeg"))
    return { problem: "It is not a PNG or JPEG image.", format: null };
  const format = metadata.format;
  if (metadata.hasAlpha) {
    return { problem: "It has an alpha channel (transparency), which App Store screenshots may not have: save it without one.", format };
  }
  const { width, height } = metadata;
  if (!acceptedSizes(displayType).some(([w, h]) => w === width && h === height)) {
    const accepted = acceptedSizesInWords(displayType);
    return { problem: `It is ${width} × ${height} pixels; a ${displayTypeName(displayType)} screenshot is one of ${accepted}.`, format };
  }
  return { problem: null, format };
}
