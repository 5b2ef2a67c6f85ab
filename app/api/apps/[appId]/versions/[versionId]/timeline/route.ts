import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";
import * as releases from "@/lib/releases/operations";
import { getVersionTimeline } from "@/lib/releases/timeline";

// GET /api/apps/{appId}/versions/{versionId}/timeline – every state the version went through, when and how we learned it
export const GET = handle(releases.getVersionTimeline, async ({ user, params }) =>
  ok(await getVersionTimeline(user.id, params.appId, params.versionId)),
);

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
