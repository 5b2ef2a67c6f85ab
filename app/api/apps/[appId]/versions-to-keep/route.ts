import { handle } from "@/lib/api/handler";
import { appSettingsNow, updateVersionsToKeep } from "@/lib/apps/manage-app";
import * as apps from "@/lib/apps/operations";
import { ok } from "@/lib/http/reply";

// PATCH /api/apps/{appId}/versions-to-keep – 1..50 (If-Match holds it to the settings as read)
export const PATCH = handle(
  apps.updateVersionsToKeep,
  async ({ user, params, body }) => ok(await updateVersionsToKeep(user.id, params.appId, body.versionsToKeep)),
  { current: ({ user, params }) => appSettingsNow(user.id, params.appId) },
);

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
