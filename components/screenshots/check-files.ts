import {
  acceptedSizes,
  acceptedSizesInWords,
  DISPLAY_TYPES,
  MAX_SCREENSHOT_BYTES,
  MAX_SCREENSHOTS_PER_SET,
  type DisplayType,
} from "@/lib/screenshots/display-types";

/** A file that is not sent, and why, in words. */
export interface RefusedFile {
  fileName: string;
  message: string;
}

/** What a display type takes, in words: "PNG or JPEG without transparency, 1260 × 2736 or 1320 × 2868 pixels (portrait or landscape), …". */
export function filesHint(displayType: DisplayType): string {
  const spec = DISPLAY_TYPES[displayType];
  const sizes = spec.sizes.map(([width, height]) => `${width} × ${height}`);
  const listed = sizes.length === 1 ? sizes[0] : `${sizes.slice(0, -1).join(", ")} or ${sizes.at(-1)}`;
  const turned = spec.orientation === "both" ? " (portrait or landscape)" : "";
  return `PNG or JPEG without transparency, ${listed} pixels${turned}, at most ${megabytes(MAX_SCREENSHOT_BYTES)} each; ${MAX_SCREENSHOTS_PER_SET} in a set at most.`;
}

const IMAGE_TYPES = new Set(["image/png", "image/jpeg"]);
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toLocaleString(undefined, { maximumFractionDigits: 1 })} MB`;

/** Width and height of an image file, or null when this browser cannot read it (the server then decides). */
async function pixelSize(file: File): Promise<[number, number] | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const size: [number, number] = [bitmap.width, bitmap.height];
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}

/**
 * The checks the browser can make before a byte is sent, with the same table the server checks
 * with: the type, the size in bytes and in pixels, and the room left in the set. The server checks
 * again (and the alpha channel, which only it reads).
 */
export async function checkFiles(files: File[], displayType: DisplayType, inSet: number): Promise<RefusedFile[]> {
  const room = MAX_SCREENSHOTS_PER_SET - inSet;
  if (files.length > room) {
    const message =
      room === 0
        ? `The set has ${MAX_SCREENSHOTS_PER_SET} screenshots, Apple's most: delete one first.`
        : `The set has room for ${room} more (Apple takes at most ${MAX_SCREENSHOTS_PER_SET}): choose fewer files.`;
    return files.map((file) => ({ fileName: file.name, message }));
  }
  const accepted = acceptedSizes(displayType);
  const refused: RefusedFile[] = [];
  for (const file of files) {
    if (file.type && !IMAGE_TYPES.has(file.type)) {
      refused.push({ fileName: file.name, message: "Not a PNG or JPEG image." });
      continue;
    }
    if (file.size > MAX_SCREENSHOT_BYTES) {
      refused.push({ fileName: file.name, message: `${megabytes(file.size)}: at most ${megabytes(MAX_SCREENSHOT_BYTES)}.` });
      continue;
    }
    const size = await pixelSize(file);
    if (size && !accepted.some(([width, height]) => width === size[0] && height === size[1])) {
      refused.push({
        fileName: file.name,
        message: `${size[0]} × ${size[1]} pixels: the ${DISPLAY_TYPES[displayType].name} takes ${acceptedSizesInWords(displayType)}.`,
      });
    }
  }
  return refused;
}
