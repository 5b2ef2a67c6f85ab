/**
 * Apple's screenshot display types with the pixel sizes App Store Connect accepts for each, in
 * one table, from Apple's "Screenshot specifications" (App Store Connect Help, Reference,
 * https://developer.apple.com/help/app-store-connect/reference/screenshot-specifications, as of
 * 2026). Each size is accepted in portrait and landscape unless the device has one orientation
 * (Mac, Apple TV and Apple Vision Pro are landscape; Apple Watch is portrait). Browser-safe: the
 * upload form and the readiness check name the same types.
 */

type Orientation = "both" | "landscape" | "portrait";

interface DisplayTypeSpec {
  /** How Apple's help names it. */
  name: string;
  /** The App Store platform whose versions show it. */
  platform: "IOS" | "MAC_OS" | "TV_OS" | "VISION_OS";
  /** Width × height as Apple lists them (portrait for phones and tablets). */
  sizes: readonly (readonly [number, number])[];
  orientation: Orientation;
}

export const DISPLAY_TYPES = {
  APP_IPHONE_67: {
    name: "6.9-inch iPhone",
    platform: "IOS",
    sizes: [
      [1260, 2736],
      [1290, 2796],
      [1320, 2868],
    ],
    orientation: "both",
  },
  APP_IPHONE_65: {
    name: "6.5-inch iPhone",
    platform: "IOS",
    sizes: [
      [1242, 2688],
      [1284, 2778],
    ],
    orientation: "both",
  },
  APP_IPHONE_61: {
    name: "6.3-inch iPhone",
    platform: "IOS",
    sizes: [
      [1179, 2556],
      [1206, 2622],
    ],
    orientation: "both",
  },
  APP_IPHONE_58: {
    name: "6.1-inch iPhone",
    platform: "IOS",
    sizes: [
      [1125, 2436],
      [1080, 2340],
      [1170, 2532],
    ],
    orientation: "both",
  },
  APP_IPHONE_55: { name: "5.5-inch iPhone", platform: "IOS", sizes: [[1242, 2208]], orientation: "both" },
  APP_IPHONE_47: { name: "4.7-inch iPhone", platform: "IOS", sizes: [[750, 1334]], orientation: "both" },
  APP_IPHONE_40: {
    name: "4-inch iPhone",
    platform: "IOS",
    sizes: [
      [640, 1096],
      [640, 1136],
    ],
    orientation: "both",
  },
  APP_IPHONE_35: {
    name: "3.5-inch iPhone",
    platform: "IOS",
    sizes: [
      [640, 920],
      [640, 960],
    ],
    orientation: "both",
  },
  APP_IPAD_PRO_3GEN_129: {
    name: "13-inch iPad",
    platform: "IOS",
    sizes: [
      [2064, 2752],
      [2048, 2732],
    ],
    orientation: "both",
  },
  APP_IPAD_PRO_3GEN_11: {
    name: "11-inch iPad",
    platform: "IOS",
    sizes: [
      [1488, 2266],
      [1668, 2420],
      [1668, 2388],
      [1640, 2360],
    ],
    orientation: "both",
  },
  APP_IPAD_PRO_129: { name: "12.9-inch iPad Pro (2nd generation)", platform: "IOS", sizes: [[2048, 2732]], orientation: "both" },
  APP_IPAD_105: { name: "10.5-inch iPad", platform: "IOS", sizes: [[1668, 2224]], orientation: "both" },
  APP_IPAD_97: {
    name: "9.7-inch iPad",
    platform: "IOS",
    sizes: [
      [1536, 2008],
      [1536, 2048],
    ],
    orientation: "both",
  },
  APP_WATCH_ULTRA: {
    name: "Apple Watch Ultra",
    platform: "IOS",
    sizes: [
      [410, 502],
      [422, 514],
    ],
    orientation: "portrait",
  },
  APP_WATCH_SERIES_10: {
    name: "Apple Watch Series 10",
    platform: "IOS",
    sizes: [
      [416, 496],
      [374, 446],
    ],
    orientation: "portrait",
  },
  APP_WATCH_SERIES_7: {
    name: "Apple Watch Series 7",
    platform: "IOS",
    sizes: [
      [396, 484],
      [352, 430],
    ],
    orientation: "portrait",
  },
  APP_WATCH_SERIES_4: {
    name: "Apple Watch Series 4",
    platform: "IOS",
    sizes: [
      [368, 448],
      [324, 394],
    ],
    orientation: "portrait",
  },
  APP_WATCH_SERIES_3: {
    name: "Apple Watch Series 3",
    platform: "IOS",
    sizes: [
      [312, 390],
      [272, 340],
    ],
    orientation: "portrait",
  },
  APP_DESKTOP: {
    name: "Mac",
    platform: "MAC_OS",
    sizes: [
      [1280, 800],
      [1440, 900],
      [2560, 1600],
      [2880, 1800],
    ],
    orientation: "landscape",
  },
  APP_APPLE_TV: {
    name: "Apple TV",
    platform: "TV_OS",
    sizes: [
      [1920, 1080],
      [3840, 2160],
    ],
    orientation: "landscape",
  },
  APP_APPLE_VISION_PRO: { name: "Apple Vision Pro", platform: "VISION_OS", sizes: [[3840, 2160]], orientation: "landscape" },
} as const satisfies Record<string, DisplayTypeSpec>;

export type DisplayType = keyof typeof DISPLAY_TYPES;
export const DISPLAY_TYPE_IDS = Object.keys(DISPLAY_TYPES) as [DisplayType, ...DisplayType[]];

/** Apple: 1 to 10 screenshots in a set. */
export const MAX_SCREENSHOTS_PER_SET = 10;
/** Ours: Apple documents no maximum file size; a larger screenshot is refused before it is sent. */
export const MAX_SCREENSHOT_BYTES = 20 * 1024 * 1024;

export const isDisplayType = (value: string): value is DisplayType => Object.hasOwn(DISPLAY_TYPES, value);

/** A display type in words ("6.9-inch iPhone"); one Apple adds later, humanized. */
export const displayTypeName = (displayType: string): string =>
  isDisplayType(displayType) ? DISPLAY_TYPES[displayType].name : displayType.replace(/^APP_/, "").replace(/_+/g, " ").toLowerCase();

/** Every width × height accepted for the display type, in each orientation it allows. */
export function acceptedSizes(displayType: DisplayType): [number, number][] {
  const spec: DisplayTypeSpec = DISPLAY_TYPES[displayType];
  return spec.sizes.flatMap(([width, height]): [number, number][] => {
    // Apple lists one-orientation devices in their orientation.
    if (spec.orientation !== "both") return [[width, height]];
    return [
      [width, height],
      [height, width],
    ];
  });
}

/** "1320 × 2868, 2868 × 1320 …": what a person is told when a size is wrong. */
export const acceptedSizesInWords = (displayType: DisplayType): string =>
  acceptedSizes(displayType)
    .map(([width, height]) => `${width} × ${height}`)
    .join(", ");

/** A set of display types App Review needs at least one of, named by the first. */
export interface RequiredDisplayTypes {
  name: string;
  anyOf: DisplayType[];
}

/**
 * What App Review needs for a version of `platform`: iPhone screenshots at 6.9 inches (or 6.5,
 * Apple's stand-in); iPad ones at 13 inches (or the 12.9-inch iPad Pro's) when the app runs on
 * iPad, which the service takes from the version having iPad screenshots in any language (App
 * Store Connect's versions do not say which devices a build supports); one set on the other
 * platforms.
 */
export function requiredDisplayTypes(platform: string, displayTypesInUse: Iterable<string>): RequiredDisplayTypes[] {
  const inUse = new Set(displayTypesInUse);
  switch (platform) {
    case "MAC_OS":
      return [{ name: DISPLAY_TYPES.APP_DESKTOP.name, anyOf: ["APP_DESKTOP"] }];
    case "TV_OS":
      return [{ name: DISPLAY_TYPES.APP_APPLE_TV.name, anyOf: ["APP_APPLE_TV"] }];
    case "VISION_OS":
      return [{ name: DISPLAY_TYPES.APP_APPLE_VISION_PRO.name, anyOf: ["APP_APPLE_VISION_PRO"] }];
    default: {
      const iPhone: RequiredDisplayTypes = { name: DISPLAY_TYPES.APP_IPHONE_67.name, anyOf: ["APP_IPHONE_67", "APP_IPHONE_65"] };
      const runsOnIPad = [...inUse].some((type) => type.startsWith("APP_IPAD"));
      return runsOnIPad
        ? [iPhone, { name: DISPLAY_TYPES.APP_IPAD_PRO_3GEN_129.name, anyOf: ["APP_IPAD_PRO_3GEN_129", "APP_IPAD_PRO_129"] }]
        : [iPhone];
    }
  }
}
