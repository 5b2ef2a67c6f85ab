import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";
import * as releases from "@/lib/releases/operations";
import { getVersionReadiness } from "@/lib/releases/readiness";

// GET /api/apps/{appId}/versions/{versionId}/readiness – whether the version can be submitted, item by item
export const GET = handle(releases.getVersionReadiness, async ({ user, params }) =>
  ok(await getVersionReadiness(user.id, params.appId, params.versionId)),
);

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
