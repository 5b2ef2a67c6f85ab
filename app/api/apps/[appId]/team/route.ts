import { handle } from "@/lib/api/handler";
import { moveApp } from "@/lib/apps/move-app";
import * as apps from "@/lib/apps/operations";
import { ok } from "@/lib/http/reply";

// PUT /api/apps/{appId}/team – move the app to another of the caller's teams
export const PUT = handle(apps.moveApp, async ({ user, params, body }) => ok(await moveApp(user.id, params.appId, body.teamId)));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
