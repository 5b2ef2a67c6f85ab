// App Store Connect's rules for screenshots, as numbers: how many a set holds, how large a file
// may be, how an upload is split into parts, and the pixel sizes each display type accepts
// (Apple's "Screenshot specifications" help page). Written here apart from the service's own
// table (lib/screenshots/display-types.ts) on purpose: the simulator stands in for Apple, so a
// mistake in the service's table shows as App Store Connect's refusal instead of agreeing with it.

import type { SimScreenshotDisplayType } from "./state";

/** Apple: one to ten screenshots per set. */
export const SCREENSHOTS_PER_SET = 10;

/**
 * The largest file a reservation accepts: 30 MB (31,457,280 bytes). Apple documents no figure
 * for the API; this is ours, well above any real screenshot.
 */
export const MAX_SCREENSHOT_BYTES = 30 * 1024 * 1024;

/** Upload operations carry at most this many bytes each (5 MiB), the last one the rest. */
export const UPLOAD_PART_BYTES = 5_242_880;

/** A reservation's parts: `{offset, length}` covering the file in order. */
export function uploadParts(fileSize: number): { offset: number; length: number }[] {
  const parts: { offset: number; length: number }[] = [];
  for (let offset = 0; offset < fileSize; offset += UPLOAD_PART_BYTES) {
    parts.push({ offset, length: Math.min(UPLOAD_PART_BYTES, fileSize - offset) });
  }
  return parts;
}

/** The Content-Type an upload sends, from the file's name; null for a name Apple would not take. */
export function imageContentType(fileName: string): "image/png" | "image/jpeg" | null {
  if (/\.png$/i.test(fileName)) return "image/png";
  if (/\.jpe?g$/i.test(fileName)) return "image/jpeg";
  return null;
}

type Size = readonly [width: number, height: number];
type Orientation = "both" | "portrait" | "landscape";

// Each size as Apple lists it (portrait first, or landscape for the devices that only have it).
const SIZES: Partial<Record<SimScreenshotDisplayType, { sizes: Size[]; orientation: Orientation }>> = {
  APP_IPHONE_67: {
    sizes: [
      [1290, 2796],
      [1260, 2736],
      [1320, 2868],
    ],
    orientation: "both",
  },
  APP_IPHONE_65: {
    sizes: [
      [1242, 2688],
      [1284, 2778],
    ],
    orientation: "both",
  },
  APP_IPHONE_61: {
    sizes: [
      [1179, 2556],
      [1206, 2622],
    ],
    orientation: "both",
  },
  APP_IPHONE_58: {
    sizes: [
      [1125, 2436],
      [1080, 2340],
      [1170, 2532],
    ],
    orientation: "both",
  },
  APP_IPHONE_55: { sizes: [[1242, 2208]], orientation: "both" },
  APP_IPHONE_47: { sizes: [[750, 1334]], orientation: "both" },
  APP_IPHONE_40: {
    sizes: [
      [640, 1096],
      [640, 1136],
    ],
    orientation: "both",
  },
  APP_IPHONE_35: {
    sizes: [
      [640, 920],
      [640, 960],
    ],
    orientation: "both",
  },
  APP_IPAD_PRO_3GEN_129: {
    sizes: [
      [2048, 2732],
      [2064, 2752],
    ],
    orientation: "both",
  },
  APP_IPAD_PRO_3GEN_11: {
    sizes: [
      [1488, 2266],
      [1668, 2420],
      [1668, 2388],
      [1640, 2360],
    ],
    orientation: "both",
  },
  APP_IPAD_PRO_129: { sizes: [[2048, 2732]], orientation: "both" },
  APP_IPAD_105: { sizes: [[1668, 2224]], orientation: "both" },
  APP_IPAD_97: {
    sizes: [
      [1536, 2008],
      [1536, 2048],
    ],
    orientation: "both",
  },
  APP_DESKTOP: {
    sizes: [
      [1280, 800],
      [1440, 900],
      [2560, 1600],
      [2880, 1800],
    ],
    orientation: "landscape",
  },
  APP_APPLE_TV: {
    sizes: [
      [1920, 1080],
      [3840, 2160],
    ],
    orientation: "landscape",
  },
  APP_APPLE_VISION_PRO: { sizes: [[3840, 2160]], orientation: "landscape" },
  APP_WATCH_ULTRA: {
    sizes: [
      [410, 502],
      [422, 514],
    ],
    orientation: "portrait",
  },
  APP_WATCH_SERIES_10: {
    sizes: [
      [416, 496],
      [374, 446],
    ],
    orientation: "portrait",
  },
  APP_WATCH_SERIES_7: {
    sizes: [
      [396, 484],
      [352, 430],
    ],
    orientation: "portrait",
  },
  APP_WATCH_SERIES_4: {
    sizes: [
      [368, 448],
      [324, 394],
    ],
    orientation: "portrait",
  },
  APP_WATCH_SERIES_3: {
    sizes: [
      [312, 390],
      [272, 340],
    ],
    orientation: "portrait",
  },
};

/** An iMessage app's display type takes the sizes of the app's device of the same name. */
function ownSizes(displayType: SimScreenshotDisplayType) {
  const base = displayType.replace(/^IMESSAGE_/, "") as SimScreenshotDisplayType;
  const entry = SIZES[base];
  if (!entry) throw new Error(`no screenshot sizes for ${displayType}`);
  return entry;
}

/** Every pixel size (width × height) a screenshot of this display type may have, both orientations where Apple takes both. */
export function acceptedSizes(displayType: SimScreenshotDisplayType): Size[] {
  const { sizes, orientation } = ownSizes(displayType);
  if (orientation !== "both") return sizes;
  return sizes.flatMap(([width, height]) => [[width, height] as const, [height, width] as const]);
}

/** The size the seed gives this display type's screenshots (its first listed one). */
export function typicalSize(displayType: SimScreenshotDisplayType): Size {
  return ownSizes(displayType).sizes[0]!;
}
