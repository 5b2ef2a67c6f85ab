// How each simulated table becomes a JSON:API resource: its type, self link, attributes and
// the relationships ASC describes for it (links where the description has links, `data`
// when the caller included the relationship, meta.paging for included to-many ones).

import { CURRENCY_BY_TERRITORY } from "./seed-content";
import type { SimState } from "./state";

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
  | "analyticsReportRequests";

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

interface ResourceDef {
  selfPath: (id: string) => string;
  /** The simulated table holding this type's rows. */
  rows: (state: SimState) => Row[];
  attributes: (row: never) => Record<string, unknown>;
  relationships: Record<string, RelationshipDef>;
}

/** Derived from the legacy appStoreState, as ASC reports both. */
const APP_VERSION_STATE: Record<string, string> = {
  PREPARE_FOR_SUBMISSION: "PREPARE_FOR_SUBMISSION",
  WAITING_FOR_REVIEW: "WAITING_FOR_REVIEW",
  IN_REVIEW: "IN_REVIEW",
  REJECTED: "REJECTED",
  READY_FOR_SALE: "READY_FOR_DISTRIBUTION",
  REPLACED_WITH_NEW_VERSION: "REPLACED_WITH_NEW_VERSION",
};

// A large app's page of 200 reviews looked up each one's response (and each response its
// review) by scanning every row.
// Rows are added by push and removed by filtering into a new array (never replaced in place),
// so an index stays right while the array and its length stay the same.
const indexes = new WeakMap<object, { length: number; byKey: Map<string, Row[]> }>();
function rowsWhere<T extends Row>(rows: T[], key: (row: T) => string, value: string): T[] {
  let index = indexes.get(rows);
  if (!index || index.length !== rows.length) {
    const byKey = new Map<string, Row[]>();
    for (const row of rows) byKey.set(key(row), [...(byKey.get(key(row)) ?? []), row]);
    index = { length: rows.length, byKey };
    indexes.set(rows, index);
  }
  return (index.byKey.get(value) ?? []) as T[];
}

const byId = <T extends Row>(rows: T[], id: string | null): T[] => (id ? rowsWhere(rows, (row) => row.id, id) : []);

// `never` parameters let each def take its own row type; the registry is used generically.
type Def<T> = Omit<ResourceDef, "attributes" | "relationships"> & {
  attributes: (row: T) => Record<string, unknown>;
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
      appVersionState: APP_VERSION_STATE[v.appStoreState],
      copyright: v.copyright,
      reviewType: "APP_STORE",
      releaseType: v.releaseType,
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
      usesNonExemptEncryption: false,
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
        resolve: (r, s) => rowsWhere(s.reviewResponses, (x) => x.reviewId, r.id),
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
};
