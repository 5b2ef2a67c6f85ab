import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";
import * as screenshots from "@/lib/screenshots/operations";
import { reorderScreenshots } from "@/lib/screenshots/reorder-screenshots";

// PUT /api/apps/{appId}/versions/{versionId}/screenshot-sets/{setId}/order – put a set's screenshots in a new order
export const PUT = handle(screenshots.reorderScreenshots, async ({ user, params, body }) =>
  ok(await reorderScreenshots(user.id, params.appId, params.versionId, params.setId, body)),
);

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
