import { handle } from "@/lib/api/handler";
import { appSettingsNow, updatePullInterval } from "@/lib/apps/manage-app";
import * as apps from "@/lib/apps/operations";
import { ok } from "@/lib/http/reply";

// PATCH /api/apps/{appId}/pull-interval – 5, 15 or 30 minutes (If-Match holds it to the settings as read)
export const PATCH = handle(
  apps.updatePullInterval,
  async ({ user, params, body }) => ok(await updatePullInterval(user.id, params.appId, body.pullInterval)),
  { current: ({ user, params }) => appSettingsNow(user.id, params.appId) },
);

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
