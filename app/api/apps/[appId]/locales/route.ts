import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";
import { listAppLocales } from "@/lib/locales/list-app-locales";
import * as locales from "@/lib/locales/operations";

// GET /api/apps/{appId}/locales – the app's locales and how complete each one's metadata is
export const GET = handle(locales.listAppLocales, async ({ user, params }) => ok(await listAppLocales(user.id, params.appId)));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
