import type { z } from "zod";

import type { AppInfoLocalization } from "@/lib/db/generated/client";
import { etagOf } from "@/lib/http/etag";

import { appInfoEditableFields } from "./app-info-fields";
import type { appInfo, appInfoLocalization } from "./schemas";

/** One locale's app information as a reader sees it: what its ETag is the hash of. */
export const appInfoTexts = (row: AppInfoLocalization) => ({
  locale: row.locale,
  name: row.name,
  subtitle: row.subtitle,
  privacyPolicyUrl: row.privacyPolicyUrl,
});

export const toAppInfoLocalizationView = (row: AppInfoLocalization): z.input<typeof appInfoLocalization> => {
  const texts = appInfoTexts(row);
  return { ...texts, etag: etagOf(texts) };
};

/** The app info in use, from its synced localizations (all of one app info). */
export function toAppInfoView(rows: AppInfoLocalization[]): z.input<typeof appInfo> {
  const state = rows[0]?.appInfoState ?? null;
  return {
    storeId: rows[0]?.appInfoStoreId ?? null,
    state,
    editableFields: rows.length > 0 ? appInfoEditableFields(state) : [],
    localizations: [...rows].sort((a, b) => (a.locale < b.locale ? -1 : a.locale > b.locale ? 1 : 0)).map(toAppInfoLocalizationView),
  };
}
