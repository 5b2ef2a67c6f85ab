import { handle } from "@/lib/api/handler";
import { updatePullInterval } from "@/lib/apps/manage-app";
import * as apps from "@/lib/apps/operations";
import { ok } from "@/lib/http/reply";

// PATCH /api/apps/{appId}/pull-interval – 5, 15 or 30 minutes
export const PATCH = handle(apps.updatePullInterval, async ({ user, params, body }) =>
  ok(await updatePullInterval(user.id, params.appId, body.pullInterval)),
);

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
