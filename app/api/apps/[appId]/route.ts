import { handle } from "@/lib/api/handler";
import { deleteApp, getApp } from "@/lib/apps/manage-app";
import * as apps from "@/lib/apps/operations";
import { noContent, ok } from "@/lib/http/reply";

// GET /api/apps/{appId} – the app with its sync settings
export const GET = handle(apps.getApp, async ({ user, params }) => ok(await getApp(user.id, params.appId)));

// DELETE /api/apps/{appId}?confirmationName= – delete the app and all its data
export const DELETE = handle(apps.deleteApp, async ({ user, params, query }) => {
  await deleteApp(user.id, params.appId, query.confirmationName);
  return noContent();
});

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
