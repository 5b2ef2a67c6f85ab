import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";
import * as screenshots from "@/lib/screenshots/operations";
import { getVersionScreenshots } from "@/lib/screenshots/read-screenshots";

// GET /api/apps/{appId}/versions/{versionId}/screenshots – the version's screenshots and previews per locale
export const GET = handle(screenshots.getVersionScreenshots, async ({ user, params, query }) =>
  ok(await getVersionScreenshots(user.id, params.appId, params.versionId, query.locale)),
);

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
