import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";
import * as screenshots from "@/lib/screenshots/operations";
import { getScreenshotUpload } from "@/lib/screenshots/screenshot-upload-view";

// GET /api/apps/{appId}/versions/{versionId}/screenshot-uploads/{uploadId} – an upload or copy, file by file
export const GET = handle(screenshots.getScreenshotUpload, async ({ user, params }) =>
  ok(await getScreenshotUpload(user.id, params.appId, params.versionId, params.uploadId)),
);

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
