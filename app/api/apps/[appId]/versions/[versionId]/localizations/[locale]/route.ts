import { handle } from "@/lib/api/handler";
import { accepted, ok } from "@/lib/http/reply";
import { proposeUnlessPublisher } from "@/lib/proposals/propose-change";
import { versionLocalizationNow } from "@/lib/versions/find-version";
import * as versions from "@/lib/versions/operations";
import { updateVersionLocalization } from "@/lib/versions/update-version-localization";
import { toLocalizationView } from "@/lib/versions/views";

// PATCH /api/apps/{appId}/versions/{versionId}/localizations/{locale} – change a version's metadata in one locale, in the store first
// (a member whose role only proposes it gets 202 with a proposal; If-Match holds it to the locale as read)
export const PATCH = handle(
  versions.updateVersionLocalization,
  async ({ user, params, body }) => {
    const proposal = await proposeUnlessPublisher(user.id, { kind: "version_localization", ...params, input: body });
    if (proposal) return accepted(proposal, { Location: `/api/apps/${params.appId}/proposals` });
    return ok(toLocalizationView(await updateVersionLocalization(user.id, params.appId, params.versionId, params.locale, body)));
  },
  { current: ({ user, params }) => versionLocalizationNow(user.id, params.appId, params.versionId, params.locale) },
);

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
