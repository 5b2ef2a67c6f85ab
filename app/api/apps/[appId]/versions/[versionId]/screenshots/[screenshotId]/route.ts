import { handle } from "@/lib/api/handler";
import { noContent } from "@/lib/http/reply";
import { deleteScreenshot } from "@/lib/screenshots/delete-screenshot";
import * as screenshots from "@/lib/screenshots/operations";

// DELETE /api/apps/{appId}/versions/{versionId}/screenshots/{screenshotId} – delete a screenshot
export const DELETE = handle(screenshots.deleteScreenshot, async ({ user, params }) => {
  await deleteScreenshot(user.id, params.appId, params.versionId, params.screenshotId);
  return noContent();
});

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
