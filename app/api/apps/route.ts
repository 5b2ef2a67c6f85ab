import { handle } from "@/lib/api/handler";
import { listApps } from "@/lib/apps/manage-app";
import * as apps from "@/lib/apps/operations";
import { registerApp } from "@/lib/apps/register-app";
import { toAppView } from "@/lib/apps/views";
import { created, ok } from "@/lib/http/reply";

// GET /api/apps – the user's apps, most recently updated first
export const GET = handle(apps.listApps, async ({ user, query }) => ok({ items: (await listApps(user.id, query.teamId)).map(toAppView) }));

// POST /api/apps – register an app (credentials checked against the store)
export const POST = handle(apps.registerApp, async ({ user, body }) => created(toAppView(await registerApp(user.id, body))));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
