import { handle } from "@/lib/api/handler";
import { accepted } from "@/lib/http/reply";
import { copyScreenshotSet } from "@/lib/screenshots/copy-screenshot-set";
import * as screenshots from "@/lib/screenshots/operations";
import { uploadLocation } from "@/lib/screenshots/screenshot-upload-view";

// POST /api/apps/{appId}/versions/{versionId}/screenshot-sets/{setId}/copy – copy a set to other locales
export const POST = handle(screenshots.copyScreenshotSet, async ({ user, params, body }) => {
  const upload = await copyScreenshotSet(user.id, params.appId, params.versionId, params.setId, body);
  return accepted(upload, { Location: uploadLocation(params.appId, params.versionId, upload.id) });
});

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
