// How each simulated table becomes a JSON:API resource: its type, self link, attributes and
// the relationships ASC describes for it (links where the description has links, `data`
// when the caller included the relationship, meta.paging for included to-many ones).

import { currentDayNumber, totalPauseDays } from "./phased-release";
import { CURRENCY_BY_TERRITORY } from "./seed-content";
import type { SimState, SimVersionState } from "./state";

export type ResourceTypeName =
  | "apps"
  | "appInfos"
  | "appInfoLocalizations"
  | "appStoreVersions"
  | "appStoreVersionLocalizations"
  | "builds"
  | "customerReviews"
  | "customerReviewResponses"
  | "customerReviewSummarizations"
  | "territories"
  | "appStoreVersionExperiments"
  | "appStoreVersionExperimentTreatments"
  | "analyticsReportRequests"
  | "appStoreReviewDetails"
  | "appStoreVersionPhasedReleases"
  | "reviewSubmissions"
  | "reviewSubmissionItems"
  | "appStoreVersionReleaseRequests"
  | "webhooks"
  | "appScreenshotSets"
  | "appScreenshots"
  | "appPreviewSets"
  | "appPreviews";

export interface Row {
  id: string;
}

interface RelationshipDef {
  target?: ResourceTypeName;
  toMany: boolean;
  /** The description gives this relationship `links` (self/related). */
  links: boolean;
  /** Related rows; absent for relationships we only link to. */
  resolve?: (row: never, state: SimState) => Row[];
}

/** An image's templateUrl from its asset token (json-api.ts's DocumentContext). */
export type ImageTemplateUrl = (assetToken: string) => string;

interface ResourceDef {
  selfPath: (id: string) => string;
  /** The simulated table holding this type's rows. */
  rows: (state: SimState) => Row[];
  /**
   * `now` is the simulated time, for attributes computed when read; `images` makes an image's
   * templateUrl (where this request may see it).
   */
  attributes: (row: never, now: number, images: ImageTemplateUrl) => Record<string, unknown>;
  relationships: Record<string, RelationshipDef>;
}

/** `appVersionState`, derived from the legacy appStoreState as ASC reports both: the same word but for a live version. */
export function appVersionState(state: SimVersionState): string {
  return state === "READY_FOR_SALE" ? "READY_FOR_DISTRIBUTION" : state;
}

// A large app's page of 200 reviews looked up each one's response (and each response its
// review) by scanning every row.
// One index per rows array and field (one array is looked up by several fields). Rows are added by
// push and removed by filtering into a new array, so an index stays right while the array, its
// length and its last row stay the same.
const indexes = new WeakMap<object, Map<string, { length: number; last: Row | undefined; byKey: Map<string, Row[]> }>>();

function rowsWhere<T extends Row, K extends keyof T & string>(rows: T[], field: K, value: string): T[] {
  let byField = indexes.get(rows);
  if (!byField) indexes.set(rows, (byField = new Map()));
  let index = byField.get(field);
  if (!index || index.length !== rows.length || index.last !== rows.at(-1)) {
    const byKey = new Map<string, Row[]>();
    for (const row of rows) {
      const key = String(row[field]);
      byKey.set(key, [...(byKey.get(key) ?? []), row]);
    }
    index = { length: rows.length, last: rows.at(-1), byKey };
    byField.set(field, index);
  }
  return (index.byKey.get(value) ?? []) as T[];
}

const byId = <T extends Row>(rows: T[], id: string | null): T[] => (id ? rowsWhere(rows, "id", id) : []);

// `never` parameters let each def take its own row type; the registry is used generically.
type Def<T> = Omit<ResourceDef, "attributes" | "relationships"> & {
  attributes: (row: T, now: number, images: ImageTemplateUrl) => Record<string, unknown>;
  relationships: Record<string, Omit<RelationshipDef, "resolve"> & { resolve?: (row: T, state: SimState) => Row[] }>;
};
const def = <T>(d: Def<T>): ResourceDef => d as unknown as ResourceDef;

type S = SimState;

export const RESOURCES: Record<ResourceTypeName, ResourceDef> = {
  apps: def<S["apps"][number]>({
    selfPath: (id) => `/v1/apps/${id}`,
    rows: (s) => s.apps,
    attributes: (a) => ({
      name: a.name,
      bundleId: a.bundleId,
      sku: a.sku,
      primaryLocale: a.primaryLocale,
      isOrEverWasMadeForKids: false,
      contentRightsDeclaration: "DOES_NOT_USE_THIRD_PARTY_CONTENT",
    }),
    relationships: {
      appInfos: { target: "appInfos", toMany: true, links: true, resolve: (a, s) => s.appInfos.filter((i) => i.appId === a.id) },
      appStoreVersions: {
        target: "appStoreVersions",
        toMany: true,
        links: true,
        resolve: (a, s) => s.versions.filter((v) => v.appId === a.id),
      },
      builds: { target: "builds", toMany: true, links: true, resolve: (a, s) => s.builds.filter((b) => b.appId === a.id) },
      appStoreVersionExperimentsV2: {
        target: "appStoreVersionExperiments",
        toMany: true,
        links: true,
        resolve: (a, s) => s.experiments.filter((e) => e.appId === a.id),
      },
      customerReviews: {
        target: "customerReviews",
        toMany: true,
        links: true,
        resolve: (a, s) => s.reviews.filter((r) => r.appId === a.id),
      },
      analyticsReportRequests: {
        target: "analyticsReportRequests",
        toMany: true,
        links: true,
        resolve: (a, s) => s.analyticsReportRequests.filter((r) => r.appId === a.id),
      },
      webhooks: { target: "webhooks", toMany: true, links: true, resolve: (a, s) => s.webhooks.filter((w) => w.appId === a.id) },
    },
  }),
  appInfos: def<S["appInfos"][number]>({
    selfPath: (id) => `/v1/appInfos/${id}`,
    rows: (s) => s.appInfos,
    attributes: (i) => ({ state: i.state, appStoreState: i.state === "READY_FOR_DISTRIBUTION" ? "READY_FOR_SALE" : i.state }),
    relationships: {
      app: { target: "apps", toMany: false, links: false, resolve: (i, s) => byId(s.apps, i.appId) },
      appInfoLocalizations: {
        target: "appInfoLocalizations",
        toMany: true,
        links: true,
        resolve: (i, s) => s.appInfoLocalizations.filter((l) => l.appInfoId === i.id),
      },
    },
  }),
  appInfoLocalizations: def<S["appInfoLocalizations"][number]>({
    selfPath: (id) => `/v1/appInfoLocalizations/${id}`,
    rows: (s) => s.appInfoLocalizations,
    attributes: (l) => ({ locale: l.locale, name: l.name, subtitle: l.subtitle, privacyPolicyUrl: l.privacyPolicyUrl }),
    relationships: {
      appInfo: { target: "appInfos", toMany: false, links: false, resolve: (l, s) => byId(s.appInfos, l.appInfoId) },
    },
  }),
  appStoreVersions: def<S["versions"][number]>({
    selfPath: (id) => `/v1/appStoreVersions/${id}`,
    rows: (s) => s.versions,
    attributes: (v) => ({
      platform: v.platform,
      versionString: v.versionString,
      appStoreState: v.appStoreState,
      appVersionState: appVersionState(v.appStoreState),
      copyright: v.copyright,
      reviewType: "APP_STORE",
      releaseType: v.releaseType,
      earliestReleaseDate: v.earliestReleaseDate,
      downloadable: v.appStoreState === "READY_FOR_SALE",
      createdDate: v.createdDate,
    }),
    relationships: {
      app: { target: "apps", toMany: false, links: false, resolve: (v, s) => byId(s.apps, v.appId) },
      appStoreVersionLocalizations: {
        target: "appStoreVersionLocalizations",
        toMany: true,
        links: true,
        resolve: (v, s) => s.versionLocalizations.filter((l) => l.versionId === v.id),
      },
      build: { target: "builds", toMany: false, links: true, resolve: (v, s) => byId(s.builds, v.buildId) },
      appStoreReviewDetail: {
        target: "appStoreReviewDetails",
        toMany: false,
        links: true,
        resolve: (v, s) => s.reviewDetails.filter((d) => d.versionId === v.id),
      },
      appStoreVersionPhasedRelease: {
        target: "appStoreVersionPhasedReleases",
        toMany: false,
        links: true,
        resolve: (v, s) => s.phasedReleases.filter((p) => p.versionId === v.id),
      },
      appStoreVersionExperimentsV2: {
        target: "appStoreVersionExperiments",
        toMany: true,
        links: true,
        resolve: (v, s) => s.experiments.filter((e) => e.controlVersionId === v.id),
      },
    },
  }),
  appStoreVersionLocalizations: def<S["versionLocalizations"][number]>({
    selfPath: (id) => `/v1/appStoreVersionLocalizations/${id}`,
    rows: (s) => s.versionLocalizations,
    attributes: (l) => ({
      description: l.description,
      locale: l.locale,
      keywords: l.keywords,
      marketingUrl: l.marketingUrl,
      promotionalText: l.promotionalText,
      supportUrl: l.supportUrl,
      whatsNew: l.whatsNew,
    }),
    relationships: {
      appStoreVersion: { target: "appStoreVersions", toMany: false, links: false, resolve: (l, s) => byId(s.versions, l.versionId) },
      appScreenshotSets: {
        target: "appScreenshotSets",
        toMany: true,
        links: true,
        resolve: (l, s) => rowsWhere(s.screenshotSets, "localizationId", l.id),
      },
      appPreviewSets: {
        target: "appPreviewSets",
        toMany: true,
        links: true,
        resolve: (l, s) => rowsWhere(s.previewSets, "localizationId", l.id),
      },
    },
  }),
  builds: def<S["builds"][number]>({
    selfPath: (id) => `/v1/builds/${id}`,
    rows: (s) => s.builds,
    attributes: (b) => ({
      version: b.version,
      uploadedDate: b.uploadedDate,
      expirationDate: b.expirationDate,
      expired: b.expired,
      minOsVersion: b.minOsVersion,
      processingState: b.processingState,
      buildAudienceType: "APP_STORE_ELIGIBLE",
      usesNonExemptEncryption: b.usesNonExemptEncryption,
    }),
    relationships: {
      app: { target: "apps", toMany: false, links: true, resolve: (b, s) => byId(s.apps, b.appId) },
      appStoreVersion: {
        target: "appStoreVersions",
        toMany: false,
        links: true,
        resolve: (b, s) => s.versions.filter((v) => v.buildId === b.id),
      },
    },
  }),
  customerReviews: def<S["reviews"][number]>({
    selfPath: (id) => `/v1/customerReviews/${id}`,
    rows: (s) => s.reviews,
    attributes: (r) => ({
      rating: r.rating,
      title: r.title,
      body: r.body,
      reviewerNickname: r.reviewerNickname,
      createdDate: r.createdDate,
      territory: r.territory,
    }),
    relationships: {
      response: {
        target: "customerReviewResponses",
        toMany: false,
        links: true,
        resolve: (r, s) => rowsWhere(s.reviewResponses, "reviewId", r.id),
      },
    },
  }),
  customerReviewResponses: def<S["reviewResponses"][number]>({
    selfPath: (id) => `/v1/customerReviewResponses/${id}`,
    rows: (s) => s.reviewResponses,
    attributes: (x) => ({ responseBody: x.responseBody, lastModifiedDate: x.lastModifiedDate, state: x.state }),
    relationships: {
      review: { target: "customerReviews", toMany: false, links: false, resolve: (x, s) => byId(s.reviews, x.reviewId) },
    },
  }),
  customerReviewSummarizations: def<S["reviewSummaries"][number]>({
    // The description has no read of one summary; the link is where it would be.
    selfPath: (id) => `/v1/customerReviewSummarizations/${id}`,
    rows: (s) => s.reviewSummaries,
    attributes: (x) => ({ createdDate: x.createdDate, locale: x.locale, platform: x.platform, text: x.text }),
    relationships: {
      // Linkage only (the description gives it no links), shown whether or not it is included.
      territory: { target: "territories", toMany: false, links: false, resolve: (x) => [{ id: x.territory }] },
    },
  }),
  // Apple's storefronts, as far as the simulator needs them: the ones summaries are included with.
  territories: def<Row>({
    selfPath: (id) => `/v1/territories/${id}`,
    rows: () => Object.keys(CURRENCY_BY_TERRITORY).map((id) => ({ id })),
    attributes: (t) => ({ currency: CURRENCY_BY_TERRITORY[t.id] ?? null }),
    relationships: {},
  }),
  appStoreVersionExperiments: def<S["experiments"][number]>({
    selfPath: (id) => `/v2/appStoreVersionExperiments/${id}`,
    rows: (s) => s.experiments,
    attributes: (e) => ({
      name: e.name,
      platform: e.platform,
      trafficProportion: e.trafficProportion,
      state: e.state,
      reviewRequired: e.reviewRequired,
      startDate: e.startDate,
      endDate: e.endDate,
    }),
    relationships: {
      app: { target: "apps", toMany: false, links: false, resolve: (e, s) => byId(s.apps, e.appId) },
      latestControlVersion: {
        target: "appStoreVersions",
        toMany: false,
        links: false,
        resolve: (e, s) => byId(s.versions, e.controlVersionId),
      },
      controlVersions: { target: "appStoreVersions", toMany: true, links: false, resolve: (e, s) => byId(s.versions, e.controlVersionId) },
      appStoreVersionExperimentTreatments: {
        target: "appStoreVersionExperimentTreatments",
        toMany: true,
        links: true,
        resolve: (e, s) => s.treatments.filter((t) => t.experimentId === e.id),
      },
    },
  }),
  appStoreVersionExperimentTreatments: def<S["treatments"][number]>({
    selfPath: (id) => `/v1/appStoreVersionExperimentTreatments/${id}`,
    rows: (s) => s.treatments,
    attributes: (t) => ({ name: t.name, appIconName: t.appIconName, promotedDate: t.promotedDate }),
    relationships: {
      appStoreVersionExperimentV2: {
        target: "appStoreVersionExperiments",
        toMany: false,
        links: false,
        resolve: (t, s) => byId(s.experiments, t.experimentId),
      },
    },
  }),
  analyticsReportRequests: def<S["analyticsReportRequests"][number]>({
    selfPath: (id) => `/v1/analyticsReportRequests/${id}`,
    rows: (s) => s.analyticsReportRequests,
    attributes: (r) => ({ accessType: r.accessType, stoppedDueToInactivity: r.stoppedDueToInactivity }),
    relationships: {
      reports: { toMany: true, links: true },
    },
  }),
  appStoreReviewDetails: def<S["reviewDetails"][number]>({
    selfPath: (id) => `/v1/appStoreReviewDetails/${id}`,
    rows: (s) => s.reviewDetails,
    // Apple returns the demo account's password too: App Review signs in with it.
    attributes: (d) => ({
      contactFirstName: d.contactFirstName,
      contactLastName: d.contactLastName,
      contactPhone: d.contactPhone,
      contactEmail: d.contactEmail,
      demoAccountName: d.demoAccountName,
      demoAccountPassword: d.demoAccountPassword,
      demoAccountRequired: d.demoAccountRequired,
      notes: d.notes,
    }),
    relationships: {
      appStoreVersion: { target: "appStoreVersions", toMany: false, links: false, resolve: (d, s) => byId(s.versions, d.versionId) },
    },
  }),
  appStoreVersionPhasedReleases: def<S["phasedReleases"][number]>({
    // The description has no read of one phased release (only the version's); the link is where it would be.
    selfPath: (id) => `/v1/appStoreVersionPhasedReleases/${id}`,
    rows: (s) => s.phasedReleases,
    attributes: (p, now) => ({
      phasedReleaseState: p.state,
      startDate: p.startDate,
      totalPauseDuration: totalPauseDays(p, now),
      currentDayNumber: currentDayNumber(p, now),
    }),
    relationships: {},
  }),
  reviewSubmissions: def<S["reviewSubmissions"][number]>({
    selfPath: (id) => `/v1/reviewSubmissions/${id}`,
    rows: (s) => s.reviewSubmissions,
    attributes: (x) => ({ platform: x.platform, submittedDate: x.submittedDate, state: x.state }),
    relationships: {
      app: { target: "apps", toMany: false, links: false, resolve: (x, s) => byId(s.apps, x.appId) },
      items: {
        target: "reviewSubmissionItems",
        toMany: true,
        links: true,
        resolve: (x, s) => s.reviewSubmissionItems.filter((i) => i.submissionId === x.id),
      },
      appStoreVersionForReview: {
        target: "appStoreVersions",
        toMany: false,
        links: false,
        resolve: (x, s) => byId(s.versions, s.reviewSubmissionItems.find((i) => i.submissionId === x.id)?.versionId ?? null),
      },
    },
  }),
  reviewSubmissionItems: def<S["reviewSubmissionItems"][number]>({
    // No read of one item in the description either; its submission's items list them.
    selfPath: (id) => `/v1/reviewSubmissionItems/${id}`,
    rows: (s) => s.reviewSubmissionItems,
    attributes: (i) => ({ state: i.state }),
    relationships: {
      appStoreVersion: { target: "appStoreVersions", toMany: false, links: false, resolve: (i, s) => byId(s.versions, i.versionId) },
    },
  }),
  webhooks: def<S["webhooks"][number]>({
    selfPath: (id) => `/v1/webhooks/${id}`,
    rows: (s) => s.webhooks,
    // The secret is write-only: Apple never shows it again, nor does any answer here.
    attributes: (w) => ({ enabled: w.enabled, eventTypes: w.eventTypes, name: w.name, url: w.url }),
    relationships: {
      app: { target: "apps", toMany: false, links: false, resolve: (w, s) => byId(s.apps, w.appId) },
      // Apple's log of what was sent; the simulator keeps its own in memory (control: webhook-deliveries).
      deliveries: { toMany: true, links: true },
    },
  }),
  // A release request is an action, not kept: the answer to its POST names it, nothing reads it.
  appStoreVersionReleaseRequests: def<Row>({
    selfPath: (id) => `/v1/appStoreVersionReleaseRequests/${id}`,
    rows: () => [],
    attributes: () => ({}),
    relationships: {},
  }),
  appScreenshotSets: def<S["screenshotSets"][number]>({
    selfPath: (id) => `/v1/appScreenshotSets/${id}`,
    rows: (s) => s.screenshotSets,
    attributes: (x) => ({ screenshotDisplayType: x.screenshotDisplayType }),
    relationships: {
      appStoreVersionLocalization: {
        target: "appStoreVersionLocalizations",
        toMany: false,
        links: false,
        resolve: (x, s) => byId(s.versionLocalizations, x.localizationId),
      },
      // In the set's order: the order the store shows them in.
      appScreenshots: {
        target: "appScreenshots",
        toMany: true,
        links: true,
        resolve: (x, s) => x.screenshotIds.flatMap((id) => byId(s.screenshots, id)),
      },
    },
  }),
  appScreenshots: def<S["screenshots"][number]>({
    selfPath: (id) => `/v1/appScreenshots/${id}`,
    rows: (s) => s.screenshots,
    // uploadOperations are only in the answer to the reservation (handlers/screenshots.ts).
    attributes: (x, _now, images) => ({
      fileSize: x.fileSize,
      fileName: x.fileName,
      sourceFileChecksum: x.sourceFileChecksum,
      imageAsset:
        x.assetDeliveryState.state === "COMPLETE" && x.width !== null && x.height !== null
          ? { templateUrl: images(x.assetToken), width: x.width, height: x.height }
          : null,
      assetToken: x.assetToken,
      assetType: "SCREENSHOT",
      assetDeliveryState: x.assetDeliveryState,
    }),
    relationships: {
      appScreenshotSet: { target: "appScreenshotSets", toMany: false, links: false, resolve: (x, s) => byId(s.screenshotSets, x.setId) },
    },
  }),
  appPreviewSets: def<S["previewSets"][number]>({
    selfPath: (id) => `/v1/appPreviewSets/${id}`,
    rows: (s) => s.previewSets,
    attributes: (x) => ({ previewType: x.previewType }),
    relationships: {
      appStoreVersionLocalization: {
        target: "appStoreVersionLocalizations",
        toMany: false,
        links: false,
        resolve: (x, s) => byId(s.versionLocalizations, x.localizationId),
      },
      appPreviews: {
        target: "appPreviews",
        toMany: true,
        links: true,
        resolve: (x, s) => x.previewIds.flatMap((id) => byId(s.previews, id)),
      },
    },
  }),
  appPreviews: def<S["previews"][number]>({
    selfPath: (id) => `/v1/appPreviews/${id}`,
    rows: (s) => s.previews,
    attributes: (x, _now, images) => {
      const { assetToken, width, height } = x.previewImage;
      const frame = { templateUrl: images(assetToken), width, height };
      return {
        fileSize: x.fileSize,
        fileName: x.fileName,
        sourceFileChecksum: x.sourceFileChecksum,
        previewFrameTimeCode: x.previewFrameTimeCode,
        mimeType: x.mimeType,
        videoUrl: x.videoUrl,
        // Apple's newer attributes beside the deprecated ones it still sends (previewImage, assetDeliveryState).
        previewFrameImage: { image: frame, state: { state: "COMPLETE", errors: [] } },
        previewImage: frame,
        assetDeliveryState: x.assetDeliveryState,
        videoDeliveryState: x.assetDeliveryState,
      };
    },
    relationships: {
      appPreviewSet: { target: "appPreviewSets", toMany: false, links: false, resolve: (x, s) => byId(s.previewSets, x.setId) },
    },
  }),
};
