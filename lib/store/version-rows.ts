import type { AscAppStoreVersion, AscAppStoreVersionLocalization, AscBuild, AscPhasedRelease, AscReviewDetail } from "./types";

// A version, its localizations, its phased release and what App Review is told, as App Store
// Connect answers them, in the columns the service keeps (the sync and the calls made through the
// service store them alike).

const dateOrNull = (value: string | undefined | null) => (value ? new Date(value) : null);

export function versionRow(version: AscAppStoreVersion) {
  const attributes = version.attributes;
  return {
    storeId: version.id,
    platform: attributes?.platform ?? "IOS",
    versionString: attributes?.versionString ?? "",
    appStoreState: attributes?.appStoreState ?? "",
    releaseType: attributes?.releaseType ?? null,
    earliestReleaseDate: dateOrNull(attributes?.earliestReleaseDate),
    copyright: attributes?.copyright ?? null,
    storeCreatedAt: dateOrNull(attributes?.createdDate),
    buildStoreId: version.relationships?.build?.data?.id ?? null,
  };
}

/**
 * A stored version's columns from App Store Connect's answer to a call about it: its own id
 * unchanged, and the build the answer names, or (an answer names it only when asked to include
 * it) the one already known.
 */
export function knownVersionColumns(version: AscAppStoreVersion, knownBuildStoreId: string | null) {
  const { storeId: _storeId, buildStoreId, ...columns } = versionRow(version);
  return { ...columns, buildStoreId: buildStoreId ?? knownBuildStoreId };
}

/** The phased release's columns on the version (all null when it has none). */
export function phasedReleaseColumns(phasedRelease: AscPhasedRelease | null) {
  const attributes = phasedRelease?.attributes;
  return {
    phasedReleaseStoreId: phasedRelease?.id ?? null,
    phasedReleaseState: attributes?.phasedReleaseState ?? null,
    phasedReleaseStartDate: dateOrNull(attributes?.startDate),
    phasedReleaseDay: attributes?.currentDayNumber ?? null,
    phasedReleasePauseDays: attributes?.totalPauseDuration ?? null,
  };
}

/** What App Review is told, the demo account's password apart (the caller seals it). */
export function reviewDetailRow(detail: AscReviewDetail) {
  const attributes = detail.attributes;
  return {
    storeId: detail.id,
    contactFirstName: attributes?.contactFirstName ?? null,
    contactLastName: attributes?.contactLastName ?? null,
    contactPhone: attributes?.contactPhone ?? null,
    contactEmail: attributes?.contactEmail ?? null,
    demoAccountName: attributes?.demoAccountName ?? null,
    demoAccountRequired: attributes?.demoAccountRequired ?? null,
    notes: attributes?.notes ?? null,
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

/** A build's processing, expiry and export compliance as App Store Connect has them now; what it leaves out keeps `stored`'s. */
export function buildStateColumns(
  current: AscBuild | null,
  stored: { processingState: string | null; expired: boolean; usesNonExemptEncryption: boolean | null },
) {
  const attributes = current?.attributes;
  return {
    processingState: attributes?.processingState ?? stored.processingState,
    expired: attributes?.expired ?? stored.expired,
    usesNonExemptEncryption: attributes?.usesNonExemptEncryption ?? stored.usesNonExemptEncryption,
  };
}
