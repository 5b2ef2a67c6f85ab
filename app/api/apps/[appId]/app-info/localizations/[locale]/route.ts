import * as appInfo from "@/lib/app-info/operations";
import { updateAppInfoLocalization } from "@/lib/app-info/update-app-info-localization";
import { toAppInfoLocalizationView } from "@/lib/app-info/views";
import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";

// PATCH /api/apps/{appId}/app-info/localizations/{locale} – change the name, subtitle or privacy policy URL in one locale, in the store first
export const PATCH = handle(appInfo.updateAppInfoLocalization, async ({ user, params, body }) =>
  ok(toAppInfoLocalizationView(await updateAppInfoLocalization(user.id, params.appId, params.locale, body))),
);

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
