import { getAppInfo } from "@/lib/app-info/get-app-info";
import { getAppInfo as getAppInfoOperation } from "@/lib/app-info/operations";
import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";

// GET /api/apps/{appId}/app-info – the app's name, subtitle and privacy policy URL per locale
export const GET = handle(getAppInfoOperation, async ({ user, params }) => ok(await getAppInfo(user.id, params.appId)));
