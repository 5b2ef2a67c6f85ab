import type { AscAppStoreVersion, AscAppStoreVersionLocalization } from "./types";

// A version and a version localization as App Store Connect answers them, in the columns the
// service keeps (the sync and the version made through the service store them alike).

export function versionRow(version: AscAppStoreVersion) {
  const created = version.attributes?.createdDate;
  return {
    storeId: version.id,
    platform: version.attributes?.platform ?? "IOS",
    versionString: version.attributes?.versionString ?? "",
    appStoreState: version.attributes?.appStoreState ?? "",
    releaseType: version.attributes?.releaseType ?? null,
    copyright: version.attributes?.copyright ?? null,
    storeCreatedAt: created ? new Date(created) : null,
    buildStoreId: version.relationships?.build?.data?.id ?? null,
  };
}

export function versionLocalizationRow(localization: AscAppStoreVersionLocalization) {
  return {
    storeId: localization.id,
    locale: localization.attributes?.locale ?? "",
    description: localization.attributes?.description ?? null,
    keywords: localization.attributes?.keywords ?? null,
    promotionalText: localization.attributes?.promotionalText ?? null,
    whatsNew: localization.attributes?.whatsNew ?? null,
    marketingUrl: localization.attributes?.marketingUrl ?? null,
    supportUrl: localization.attributes?.supportUrl ?? null,
  };
}
