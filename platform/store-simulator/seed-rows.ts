// Rows the seeds build alike (the demo account's apps in seed.ts, the large app in
// seed-large-app.ts): app infos and versions with their localizations, builds, and reviews with
// their responses. Each draws from `random` in a fixed order, so a seed's data never changes.

import type { Random } from "./prng";
import { NICKNAME_PARTS, RATING_WEIGHTS, RESPONSES, REVIEW_TEXT, TERRITORIES } from "./seed-content";
import type { SimAppInfo, SimBuild, SimReview, SimState, SimVersion, SimVersionLocalization } from "./state";

const DAY = 86_400_000;

/** An app info in `infoState`, with a localization per locale. */
export function pushAppInfo(
  state: SimState,
  random: Random,
  appId: string,
  infoState: SimAppInfo["state"],
  locales: readonly string[],
  localized: (locale: string) => { name: string; subtitle: string | null; privacyPolicyUrl: string | null },
): void {
  const info = { id: random.uuid(), appId, state: infoState };
  state.appInfos.push(info);
  for (const locale of locales) state.appInfoLocalizations.push({ id: random.uuid(), appInfoId: info.id, locale, ...localized(locale) });
}

/**
 * A version with a localization per locale; `createdDate` is drawn after the version's id.
 * Returns the version.
 */
export function pushVersion(
  state: SimState,
  random: Random,
  fields: Pick<SimVersion, "appId" | "versionString" | "appStoreState" | "buildId">,
  createdDate: () => string,
  locales: readonly string[],
  localized: (locale: string, version: SimVersion) => Omit<SimVersionLocalization, "id" | "versionId" | "locale">,
): SimVersion {
  const version: SimVersion = {
    id: random.uuid(),
    appId: fields.appId,
    platform: "IOS",
    versionString: fields.versionString,
    appStoreState: fields.appStoreState,
    createdDate: createdDate(),
    copyright: "2026 Demo Publisher",
    releaseType: "AFTER_APPROVAL",
    earliestReleaseDate: null,
    buildId: fields.buildId,
  };
  state.versions.push(version);
  for (const locale of locales) {
    state.versionLocalizations.push({ id: random.uuid(), versionId: version.id, locale, ...localized(locale, version) });
  }
  return version;
}

/** A build uploaded at `uploaded` (ms), which expires 90 days later. */
export function simBuild(
  id: string,
  appId: string,
  number: number,
  uploaded: number,
  epoch: number,
  processingState: SimBuild["processingState"] = "VALID",
): SimBuild {
  return {
    id,
    appId,
    version: String(number),
    uploadedDate: new Date(uploaded).toISOString(),
    expirationDate: new Date(uploaded + 90 * DAY).toISOString(),
    expired: uploaded + 90 * DAY < epoch,
    processingState,
    minOsVersion: "16.0",
    // Answered at upload (Info.plist), as for most apps: no encryption beyond the exempt kinds.
    usesNonExemptEncryption: false,
  };
}

/** A customer review with a rating, words and a reviewer drawn at random; `createdDate` is drawn after its nickname. */
export function pushReview(state: SimState, random: Random, appId: string, createdDate: () => string): SimReview {
  const roll = random.next();
  const rating = RATING_WEIGHTS.find(([, cumulative]) => roll < cumulative)![0];
  const text = REVIEW_TEXT[rating]!;
  const review: SimReview = {
    id: random.uuid(),
    appId,
    rating,
    title: random.pick(text.titles),
    body: random.pick(text.bodies),
    reviewerNickname: `${random.pick(NICKNAME_PARTS.first)}${random.pick(NICKNAME_PARTS.second)}${random.int(1, 999)}`,
    createdDate: createdDate(),
    territory: random.pick(TERRITORIES),
  };
  state.reviews.push(review);
  return review;
}

/** The publisher's published response to `review`, a few days after it (`daysLater` is drawn after its words). */
export function pushResponse(state: SimState, random: Random, review: SimReview, daysLater: () => number): void {
  state.reviewResponses.push({
    id: random.uuid(),
    reviewId: review.id,
    responseBody: random.pick(RESPONSES),
    lastModifiedDate: new Date(Date.parse(review.createdDate) + daysLater() * DAY).toISOString(),
    state: "PUBLISHED",
  });
}
