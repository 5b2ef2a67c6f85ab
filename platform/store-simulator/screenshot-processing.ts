// Apple processes a committed screenshot for a while, then it is COMPLETE (with its image) or
// FAILED (with the reasons). The verdict is decided from the bytes when the upload is committed
// (they live in memory and may not outlive the process); the state changes when processing is due
// on the simulated clock, applied lazily like App Review's steps (review-lifecycle.ts).

import { inspectImage } from "./image-inspection";
import { acceptedSizes } from "./screenshot-rules";
import type { SimMediaError, SimScreenshotDisplayType, SimState } from "./state";

/** How long processing takes unless the control plane says otherwise (simulated time). */
export const DEFAULT_SCREENSHOT_PROCESSING_MS = 5_000;

export interface ProcessingVerdict {
  /** Pixel size read from the bytes; null when they are not a PNG or JPEG. */
  width: number | null;
  height: number | null;
  format: "png" | "jpeg" | null;
  /** [] when the screenshot will be COMPLETE. */
  errors: SimMediaError[];
}

/** What processing will make of these bytes in a set of this display type. */
export function processingVerdict(bytes: Uint8Array, displayType: SimScreenshotDisplayType): ProcessingVerdict {
  const facts = inspectImage(bytes);
  if (!facts) {
    const errors = [{ code: "IMAGE_TOOL_FAILURE", description: "The file could not be processed: it is not a PNG or JPEG image." }];
    return { width: null, height: null, format: null, errors };
  }
  const errors: SimMediaError[] = [];
  if (facts.hasAlpha) {
    errors.push({ code: "IMAGE_ALPHA_NOT_ALLOWED", description: "Images can't contain alpha channels or transparencies." });
  }
  const sizes = acceptedSizes(displayType);
  if (!sizes.some(([width, height]) => width === facts.width && height === facts.height)) {
    const accepted = sizes.map(([width, height]) => `${width}x${height}`).join(", ");
    errors.push({
      code: "IMAGE_INCORRECT_DIMENSIONS",
      description: `The dimensions of the screenshot (${facts.width}x${facts.height}) are wrong for ${displayType}: it takes ${accepted}.`,
    });
  }
  return { width: facts.width, height: facts.height, format: facts.format, errors };
}

/** Ends every screenshot's processing that is due by `now`; returns whether any ended. */
export function advanceScreenshotProcessing(state: SimState, now: number): boolean {
  let changed = false;
  for (const screenshot of state.screenshots) {
    const due = screenshot.processingDueAt === null ? null : Date.parse(screenshot.processingDueAt);
    if (screenshot.assetDeliveryState.state !== "UPLOAD_COMPLETE" || due === null || now < due) continue;
    const errors = screenshot.pendingErrors ?? [];
    screenshot.assetDeliveryState = { state: errors.length === 0 ? "COMPLETE" : "FAILED", errors };
    changed = true;
  }
  return changed;
}
