import "server-only";

import { db } from "@/lib/db/client";
import { ApiError } from "@/lib/http/errors";
import { localeName } from "@/lib/store/locales";
import { getVersionOrThrow } from "@/lib/versions/find-version";
import { updateVersionLocalization } from "@/lib/versions/update-version-localization";

/**
 * "What's new" in the app's primary language copied into every locale of the version that has
 * none, as a starting draft to translate (`metadata.publish`: each locale is written to App Store
 * Connect and recorded in the change history like any edit). Locales that have a text keep it.
 */
export async function copyWhatsNew(userId: string, appId: string, versionId: string): Promise<{ copiedTo: string[] }> {
  const { app, version } = await getVersionOrThrow(userId, appId, versionId, "metadata.publish");
  const localizations = await db().versionLocalization.findMany({ where: { versionId: version.id } });
  const primaryLocale = app.primaryLocale ?? localizations[0]?.locale;
  const text = localizations.find((localization) => localization.locale === primaryLocale)?.whatsNew?.trim();
  if (!primaryLocale || !text) {
    throw new ApiError("validation_failed", "The request is invalid.", {
      errors: [
        {
          path: "whatsNew",
          message: `Write what's new in ${primaryLocale ? localeName(primaryLocale) : "the primary language"} first: that text is what gets copied.`,
        },
      ],
    });
  }
  const copiedTo: string[] = [];
  for (const localization of localizations) {
    if (localization.locale === primaryLocale || localization.whatsNew?.trim()) continue;
    // Warnings were the primary text's to see when it was saved; the copy is the same words.
    await updateVersionLocalization(userId, appId, versionId, localization.locale, { whatsNew: text, acknowledgeWarnings: true });
    copiedTo.push(localization.locale);
  }
  return { copiedTo };
}
