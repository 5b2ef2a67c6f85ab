import { handle } from "@/lib/api/handler";
import { accepted, ok } from "@/lib/http/reply";
import * as screenshots from "@/lib/screenshots/operations";
import { getVersionScreenshots } from "@/lib/screenshots/read-screenshots";
import { uploadLocation } from "@/lib/screenshots/screenshot-upload-view";
import { uploadScreenshots } from "@/lib/screenshots/upload-screenshots";

// GET /api/apps/{appId}/versions/{versionId}/screenshots – the version's screenshots and previews per locale
export const GET = handle(screenshots.getVersionScreenshots, async ({ user, params, query }) =>
  ok(await getVersionScreenshots(user.id, params.appId, params.versionId, query.locale)),
);

// POST /api/apps/{appId}/versions/{versionId}/screenshots – upload screenshots (multipart) to a locale's set
export const POST = handle(screenshots.uploadScreenshots, async ({ user, params, request }) => {
  const upload = await uploadScreenshots(user.id, params.appId, params.versionId, request);
  return accepted(upload, { Location: uploadLocation(params.appId, params.versionId, upload.id) });
});

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
