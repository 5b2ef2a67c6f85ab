import { screenshotUploadRequested } from "@/lib/events/catalogue";
import { finishScreenshotUpload, markScreenshotUploadFailed, readUploadedSetsAgain } from "@/lib/screenshots/finish-screenshot-upload";
import { sendScreenshotFile, startScreenshotUpload } from "@/lib/screenshots/send-screenshot-upload";

import { inngest } from "../client";

/** How long to wait before each look at screenshots App Store Connect is still processing (about 5 minutes in all). */
const PROCESSING_CHECKS = ["10s", "20s", "40s", "80s", "160s"];

/**
 * Sends received screenshots (or a set's copies) to App Store Connect, one file per step, so a
 * restart resumes at the file it was on and the person follows each file's progress.
 *
 * 1. start: the upload runs; a copy that replaces deletes the target sets' screenshots first.
 * 2. file-<id>: one file reserved, sent part by part and committed; on failure deleted at the
 *    store and marked failed (the step itself does not fail, so nothing is sent twice).
 * 3. finish: the touched locales read again and stored, each set's change recorded, the bytes
 *    dropped, the sets free for the next upload.
 * 4. processing-<n>: while App Store Connect still processes some, after a growing wait, read again
 *    (the thumbnails appear from its image template once processed).
 * On a final failure (onFailure), the upload is marked failed and its sets are free again.
 */
export const uploadScreenshots = inngest.createFunction(
  {
    id: "upload-screenshots",
    triggers: [screenshotUploadRequested],
    retries: 3,
    onFailure: async ({ event }) => {
      await markScreenshotUploadFailed(String(event.data.event.data.uploadId));
    },
  },
  async ({ event, step }) => {
    const { uploadId } = event.data;
    const fileIds = await step.run("start", () => startScreenshotUpload(uploadId));
    for (const fileId of fileIds) await step.run(`file-${fileId}`, () => sendScreenshotFile(fileId));
    let processing = await step.run("finish", () => finishScreenshotUpload(uploadId));
    for (const [round, wait] of PROCESSING_CHECKS.entries()) {
      if (!processing) break;
      await step.sleep(`wait-${round + 1}`, wait);
      processing = await step.run(`processing-${round + 1}`, () => readUploadedSetsAgain(uploadId));
    }
  },
);
