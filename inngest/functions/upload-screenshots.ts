import { screenshotUploadRequested } from "@/lib/events/catalogue";
import { finishScreenshotUpload } from "@/lib/screenshots/finish-screenshot-upload";
import { sendScreenshotFile, startScreenshotUpload } from "@/lib/screenshots/send-screenshot-upload";

import { inngest } from "../client";

/**
 * Sends received screenshots (or a set's copies) to App Store Connect, one file per step, so a
 * restart resumes at the file it was on and the person follows each file's progress.
 *
 * 1. start: the upload runs; a copy that replaces deletes the target sets' screenshots first.
 * 2. file-<id>: one file reserved, sent part by part and committed; on failure deleted at the
 *    store and marked failed (the step itself does not fail, so nothing is sent twice).
 * 3. finish: the touched locales read again and stored, each set's change recorded, the bytes dropped.
 */
export const uploadScreenshots = inngest.createFunction(
  { id: "upload-screenshots", triggers: [screenshotUploadRequested], retries: 3 },
  async ({ event, step }) => {
    const { uploadId } = event.data;
    const fileIds = await step.run("start", () => startScreenshotUpload(uploadId));
    for (const fileId of fileIds) await step.run(`file-${fileId}`, () => sendScreenshotFile(fileId));
    await step.run("finish", () => finishScreenshotUpload(uploadId));
  },
);
