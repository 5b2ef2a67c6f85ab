import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";
import * as versions from "@/lib/versions/operations";
import { updateVersionLocalization } from "@/lib/versions/update-version-localization";
import { toLocalizationView } from "@/lib/versions/views";

// PATCH /api/apps/{appId}/versions/{versionId}/localizations/{locale} – change a version's metadata in one locale, in the store first
export const PATCH = handle(versions.updateVersionLocalization, async ({ user, params, body }) =>
  ok(toLocalizationView(await updateVersionLocalization(user.id, params.appId, params.versionId, params.locale, body))),
);

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
