// Reads everything a sync needs for one app in as few requests as ASC allows:
//   1. GET /v1/apps/{id}                          (name, bundleId, sku, primaryLocale)
//   2. GET /v1/apps/{id}/appInfos                 include=appInfoLocalizations (<=50 each)
//   3. GET /v1/apps/{id}/appStoreVersions         include=appStoreVersionLocalizations,build,
//                                                 appStoreVersionPhasedRelease,appStoreReviewDetail
//   4. GET /v1/builds?filter[app]={id}            limit=200, newest first
//   5. GET /v1/apps/{id}/customerReviews          include=response, limit=200, newest first: all pages
//      (a full pass) or only until the reviews already stored (readReviewsSince)
//   6. GET /v1/apps/{id}/appStoreVersionExperimentsV2  include=appStoreVersionExperimentTreatments
//   7. GET /v1/salesReports                       latest daily summary (team keys only)
//   8. GET /v1/apps/{id}/customerReviewSummarizations  Apple's summaries of the reviews (first page of 200)
// Included to-many relationships stop at 50; when meta.paging.total says more exist, the
// rest are read from the relationship's own endpoint.

import type { StoreClient } from "./client";
import { MAX_INCLUDED_PER_RELATIONSHIP, MAX_PAGE_SIZE } from "./client";
import { isStoreError } from "./errors";
import type { SalesReport } from "./sales-report";
import type {
  AscApp,
  AscAppInfo,
  AscAppInfoLocalization,
  AscAppStoreVersion,
  AscAppStoreVersionLocalization,
  AscBuild,
  AscCustomerReview,
  AscCustomerReviewResponse,
  AscCustomerReviewSummarization,
  AscExperiment,
  AscPhasedRelease,
  AscPlatform,
  AscReviewDetail,
  AscExperimentTreatment,
} from "./types";

interface AppSyncSnapshot {
  app: AscApp;
  appInfos: AscAppInfo[];
  appInfoLocalizations: AscAppInfoLocalization[];
  versions: AscAppStoreVersion[];
  versionLocalizations: AscAppStoreVersionLocalization[];
  phasedReleases: AscPhasedRelease[];
  reviewDetails: AscReviewDetail[];
  builds: AscBuild[];
  reviews: AscCustomerReview[];
  reviewResponses: AscCustomerReviewResponse[];
  /** Apple's summaries of the reviews (none for an app with few reviews). */
  reviewSummaries: AscCustomerReviewSummarization[];
  experiments: AscExperiment[];
  treatments: AscExperimentTreatment[];
  /** Latest daily sales summary; null for individual keys or when none is available yet. */
  sales: { reportDate: string; report: SalesReport } | null;
}

interface ReadAppForSyncOptions {
  /** Needed for sales; individual keys never get sales. */
  vendorNumber?: string;
  /** YYYY-MM-DD; defaults to yesterday (UTC) by `now`. */
  reportDate?: string;
  now?: number;
}

interface WithToMany {
  id: string;
  relationships?: Record<string, { data?: unknown; meta?: { paging?: { total?: number } } } | undefined>;
}

/** Ids of parents whose included relationship was cut at the include limit. */
function truncated(parents: WithToMany[], relationship: string): string[] {
  return parents
    .filter((parent) => {
      const rel = parent.relationships?.[relationship];
      const shown = Array.isArray(rel?.data) ? rel.data.length : 0;
      return (rel?.meta?.paging?.total ?? 0) > shown;
    })
    .map((parent) => parent.id);
}

function ofType<T>(included: { type: string }[], type: string): T[] {
  return included.filter((item) => item.type === type) as T[];
}

function mergeById<T extends { id: string }>(first: T[], more: T[]): T[] {
  const byId = new Map(first.map((item) => [item.id, item]));
  for (const item of more) byId.set(item.id, item);
  return [...byId.values()];
}

const many = MAX_INCLUDED_PER_RELATIONSHIP;

/** App infos with their localizations (name, subtitle per locale). */
export async function readAppInfos(client: StoreClient, appId: string) {
  const infos = await client.listAppInfos(appId, {
    include: ["appInfoLocalizations"],
    "limit[appInfoLocalizations]": many,
    limit: MAX_PAGE_SIZE,
  });
  let appInfoLocalizations = ofType<AscAppInfoLocalization>(infos.included, "appInfoLocalizations");
  for (const id of truncated(infos.data as WithToMany[], "appInfoLocalizations")) {
    appInfoLocalizations = mergeById(appInfoLocalizations, await client.listAppInfoLocalizations(id));
  }
  return { appInfos: infos.data, appInfoLocalizations };
}

/** App Store versions with their localizations, builds, phased releases and what App Review is told. */
export async function readVersions(client: StoreClient, appId: string) {
  const versions = await client.listAppStoreVersions(appId, {
    include: ["appStoreVersionLocalizations", "build", "appStoreVersionPhasedRelease", "appStoreReviewDetail"],
    "limit[appStoreVersionLocalizations]": many,
    limit: MAX_PAGE_SIZE,
  });
  let versionLocalizations = ofType<AscAppStoreVersionLocalization>(versions.included, "appStoreVersionLocalizations");
  for (const id of truncated(versions.data as WithToMany[], "appStoreVersionLocalizations")) {
    versionLocalizations = mergeById(versionLocalizations, await client.listVersionLocalizations(id));
  }
  return {
    versions: versions.data,
    versionLocalizations,
    phasedReleases: ofType<AscPhasedRelease>(versions.included, "appStoreVersionPhasedReleases"),
    reviewDetails: ofType<AscReviewDetail>(versions.included, "appStoreReviewDetails"),
  };
}

/** Every customer review with its response, newest first (all pages). */
async function readReviews(client: StoreClient, appId: string) {
  return readReviewsSince(client, appId, null);
}

/**
 * Customer reviews with their responses, newest first, up to the first page that reaches a review
 * created before `since` (the newest review already stored): every later page holds only older
 * ones. A page ending exactly at `since` is not enough, since more reviews of that same instant
 * may follow on the next page. `since` null reads every page.
 */
export async function readReviewsSince(client: StoreClient, appId: string, since: Date | null) {
  const reachesSince = (page: AscCustomerReview[]) => {
    const oldest = page.at(-1)?.attributes?.createdDate;
    return since !== null && oldest !== undefined && Date.parse(oldest) < since.getTime();
  };
  const reviews = await client.listCustomerReviews(
    appId,
    { include: ["response"], limit: MAX_PAGE_SIZE, sort: ["-createdDate"] },
    reachesSince,
  );
  return { reviews: reviews.data, reviewResponses: ofType<AscCustomerReviewResponse>(reviews.included, "customerReviewResponses") };
}

/**
 * Apple's summaries of the app's recent reviews on `platforms`, one per storefront and language
 * Apple writes one for: one request, the first page of 200 (Apple has fewer storefronts). Apple
 * writes them only for apps with enough reviews; an app it has none for, or does not answer for
 * (404, or 403 for a key not allowed to read them), has none: never a reason to fail a sync.
 */
export async function readReviewSummaries(
  client: StoreClient,
  appId: string,
  platforms: AscPlatform[] = ["IOS"],
): Promise<AscCustomerReviewSummarization[]> {
  try {
    const { data } = await client.listCustomerReviewSummarizations(
      appId,
      {
        "filter[platform]": platforms,
        "fields[customerReviewSummarizations]": ["createdDate", "locale", "platform", "text", "territory"],
        limit: MAX_PAGE_SIZE,
      },
      () => true,
    );
    return data;
  } catch (error) {
    if (isStoreError(error) && (error.kind === "not_found" || error.kind === "forbidden")) return [];
    throw error;
  }
}

/** Product page optimization experiments (v2) with their treatments. */
export async function readExperiments(client: StoreClient, appId: string) {
  const experiments = await client.listExperiments(appId, {
    include: ["appStoreVersionExperimentTreatments"],
    "limit[appStoreVersionExperimentTreatments]": many,
    limit: MAX_PAGE_SIZE,
  });
  let treatments = ofType<AscExperimentTreatment>(experiments.included, "appStoreVersionExperimentTreatments");
  for (const id of truncated(experiments.data as WithToMany[], "appStoreVersionExperimentTreatments")) {
    treatments = mergeById(treatments, await client.listExperimentTreatments(id));
  }
  return { experiments: experiments.data, treatments };
}

export async function readAppForSync(client: StoreClient, appId: string, options: ReadAppForSyncOptions = {}): Promise<AppSyncSnapshot> {
  const [appDoc, infos, versions, builds, reviews, reviewSummaries, experiments, sales] = await Promise.all([
    client.getApp(appId, { "fields[apps]": ["name", "bundleId", "sku", "primaryLocale"] }),
    readAppInfos(client, appId),
    readVersions(client, appId),
    client.listBuilds(appId),
    readReviews(client, appId),
    readReviewSummaries(client, appId),
    readExperiments(client, appId),
    readLatestSales(client, appId, options),
  ]);
  return { app: appDoc.data, ...infos, ...versions, builds, ...reviews, reviewSummaries, ...experiments, sales };
}

export async function readLatestSales(
  client: StoreClient,
  appId: string,
  options: ReadAppForSyncOptions,
): Promise<AppSyncSnapshot["sales"]> {
  if (client.isIndividualKey || !options.vendorNumber) return null;
  const now = options.now ?? Date.now();
  const reportDate = options.reportDate ?? new Date(now - 86_400_000).toISOString().slice(0, 10);
  try {
    const report = await client.getSalesReport({
      "filter[vendorNumber]": [options.vendorNumber],
      "filter[reportType]": ["SALES"],
      "filter[reportSubType]": ["SUMMARY"],
      "filter[frequency]": ["DAILY"],
      "filter[reportDate]": [reportDate],
    });
    // The report covers the whole vendor account; keep this app's rows.
    const rows = report.rows.filter((row) => row["Apple Identifier"] === appId);
    return { reportDate, report: { columns: report.columns, rows } };
  } catch (error) {
    // Not published yet (ASC answers 404 until early morning): nothing to sync this time.
    if (isStoreError(error) && error.kind === "not_found") return null;
    throw error;
  }
}
