import { getAppInfo } from "@/lib/app-info/get-app-info";
import * as appInfo from "@/lib/app-info/operations";
import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";

// GET /api/apps/{appId}/app-info – the app's name, subtitle and privacy policy URL per locale
export const GET = handle(appInfo.getAppInfo, async ({ user, params }) => ok(await getAppInfo(user.id, params.appId)));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
