import type { z } from "zod";

import type { AppVersion, VersionLocalization } from "@/lib/db/generated/client";
import { etagOf } from "@/lib/http/etag";

import { editableFields, isEditableState } from "./editable-fields";
import type { version, versionDetail, versionLocalization } from "./schemas";

export const toVersionView = (row: AppVersion, localeCount: number): z.input<typeof version> => ({
  id: row.id,
  storeId: row.storeId,
  platform: row.platform,
  versionString: row.versionString,
  appStoreState: row.appStoreState,
  releaseType: row.releaseType,
  editable: isEditableState(row.appStoreState),
  editableFields: editableFields(row.appStoreState),
  storeCreatedAt: row.storeCreatedAt?.toISOString() ?? null,
  buildStoreId: row.buildStoreId,
  localeCount,
});

/** One locale's texts as a reader sees them: what its ETag is the hash of. */
export const localizationTexts = (row: VersionLocalization) => ({
  locale: row.locale,
  description: row.description,
  keywords: row.keywords,
  promotionalText: row.promotionalText,
  whatsNew: row.whatsNew,
  marketingUrl: row.marketingUrl,
  supportUrl: row.supportUrl,
});

export const toLocalizationView = (row: VersionLocalization): z.input<typeof versionLocalization> => {
  const texts = localizationTexts(row);
  return { ...texts, etag: etagOf(texts) };
};

export const toVersionDetailView = (row: AppVersion & { localizations: VersionLocalization[] }): z.input<typeof versionDetail> => ({
  ...toVersionView(row, row.localizations.length),
  localizations: [...row.localizations].sort((a, b) => (a.locale < b.locale ? -1 : a.locale > b.locale ? 1 : 0)).map(toLocalizationView),
});
