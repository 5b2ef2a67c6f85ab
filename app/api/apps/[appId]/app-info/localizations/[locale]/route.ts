import { appInfoLocalizationNow } from "@/lib/app-info/get-app-info";
import * as appInfo from "@/lib/app-info/operations";
import { updateAppInfoLocalization } from "@/lib/app-info/update-app-info-localization";
import { toAppInfoLocalizationView } from "@/lib/app-info/views";
import { handle } from "@/lib/api/handler";
import { accepted, ok } from "@/lib/http/reply";
import { proposeUnlessPublisher } from "@/lib/proposals/propose-change";

// PATCH /api/apps/{appId}/app-info/localizations/{locale} – change the name, subtitle or privacy policy URL in one locale, in the store first
// (a member whose role only proposes it gets 202 with a proposal; If-Match holds it to the locale as read)
export const PATCH = handle(
  appInfo.updateAppInfoLocalization,
  async ({ user, params, body }) => {
    const proposal = await proposeUnlessPublisher(user.id, { kind: "app_info_localization", ...params, input: body });
    if (proposal) return accepted(proposal, { Location: `/api/apps/${params.appId}/proposals` });
    return ok(toAppInfoLocalizationView(await updateAppInfoLocalization(user.id, params.appId, params.locale, body)));
  },
  { current: ({ user, params }) => appInfoLocalizationNow(user.id, params.appId, params.locale) },
);

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
