// Typed App Store Connect client for what the service needs. It works unchanged against
// https://api.appstoreconnect.apple.com and against the simulator (lib/store/simulator).
// Configuration is explicit (no environment reads); the private key lives only inside the
// token provider's closure, so printing or serialising the client cannot reveal it.

import { ANSWERS, checkAnswer } from "./answers";
import type { Answer, ClientParts } from "./client-parts";
import type { Clock, StoreCredentials } from "./credentials";
import { StoreError } from "./errors";
import type { components } from "./spec/asc-types";
import { DEFAULT_RETRY, type RetryOptions } from "./retry";
import type { RateBudget } from "./rate-limit";
import type { RequestBudget } from "./request-budget";
import { releaseCalls, type ReleaseCalls } from "./release-calls";
import { screenshotCalls, type ScreenshotCalls } from "./screenshot-calls";
import { parseSalesReport, type SalesReport } from "./sales-report";
import { createTokenProvider } from "./token";
import { createTransport, type Query, type StoreRequest } from "./transport";
import type {
  AppInfosIncluded,
  AppStoreVersionsIncluded,
  AscAnalyticsReportRequest,
  AscApp,
  AscAppInfo,
  AscAppInfoLocalization,
  AscAppInfoLocalizationAttributes,
  AscAppResponse,
  AscAppStoreVersion,
  AscAppStoreVersionLocalization,
  AscBuild,
  AscCustomerReview,
  AscCustomerReviewResponse,
  AscCustomerReviewSummarization,
  AscExperiment,
  AscExperimentTreatment,
  AscPlatform,
  AscQuery,
  AscSalesReportQuery,
  AscVersionLocalizationAttributes,
  Collected,
  CustomerReviewsIncluded,
  CustomerReviewSummarizationsIncluded,
  ExperimentsIncluded,
} from "./types";

type Schemas = components["schemas"];

/** ASC's largest page for collections; included to-many relationships stop at 50. */
export const MAX_PAGE_SIZE = 200;
export const MAX_INCLUDED_PER_RELATIONSHIP = 50;

export interface StoreClientConfig {
  /** e.g. https://api.appstoreconnect.apple.com or http://localhost:3000/store-sim */
  baseUrl: string;
  credentials: StoreCredentials;
  fetch?: typeof fetch;
  clock?: Clock;
  sleep?: (ms: number) => Promise<void>;
  retry?: Partial<RetryOptions>;
  /** The key's budget shared by every client of the key (the service's, lib/apps/key-budget.ts). */
  requestBudget?: RequestBudget;
  /** One attempt may take at most this long (default 30 s). */
  timeoutMs?: number;
  /** For requests a person waits on: each request, retries included, ends within this (no default: none). */
  deadlineMs?: number;
  /** Answers larger than this are refused (default 64 MiB). */
  maxResponseBytes?: number;
}

const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_MAX_RESPONSE_BYTES = 64 * 1024 * 1024;

interface PagedDocument<Data, Included> {
  data: Data[];
  included?: Included[];
  links?: { next?: string };
}

export interface StoreClient extends ReleaseCalls, ScreenshotCalls {
  readonly keyId: string;
  readonly isIndividualKey: boolean;
  /** Last X-Rate-Limit seen for this key. */
  rateBudget(): RateBudget | undefined;

  getApp(appId: string, query?: AscQuery<"apps_getInstance">): Promise<AscAppResponse>;
  /** Every app the key can see (all of the account's for a team key). */
  listApps(): Promise<AscApp[]>;
  listAppInfos(appId: string, query?: AscQuery<"apps_appInfos_getToManyRelated">): Promise<Collected<AscAppInfo, AppInfosIncluded>>;
  listAppInfoLocalizations(appInfoId: string): Promise<AscAppInfoLocalization[]>;
  createAppInfoLocalization(
    appInfoId: string,
    attributes: AscAppInfoLocalizationAttributes & { locale: string; name: string },
  ): Promise<AscAppInfoLocalization>;
  updateAppInfoLocalization(id: string, attributes: AscAppInfoLocalizationAttributes): Promise<AscAppInfoLocalization>;

  listAppStoreVersions(
    appId: string,
    query?: AscQuery<"apps_appStoreVersions_getToManyRelated">,
  ): Promise<Collected<AscAppStoreVersion, AppStoreVersionsIncluded>>;
  /** A new version of the app, being prepared (App Store Connect copies the previous version's texts into it). */
  createAppStoreVersion(
    appId: string,
    attributes: { versionString: string; platform: "IOS" | "MAC_OS" | "TV_OS" | "VISION_OS" },
  ): Promise<AscAppStoreVersion>;
  listVersionLocalizations(versionId: string): Promise<AscAppStoreVersionLocalization[]>;
  createVersionLocalization(
    versionId: string,
    attributes: AscVersionLocalizationAttributes & { locale: string },
  ): Promise<AscAppStoreVersionLocalization>;
  updateVersionLocalization(id: string, attributes: AscVersionLocalizationAttributes): Promise<AscAppStoreVersionLocalization>;

  /** Newest first; every page, or up to the first page for which `enough(page)` is true. */
  listBuilds(appId: string, query?: AscQuery<"builds_getCollection">, enough?: (page: AscBuild[]) => boolean): Promise<AscBuild[]>;

  /** Every page, or up to the first page for which `enough(page)` is true (newest-first readers stop early). */
  listCustomerReviews(
    appId: string,
    query?: AscQuery<"apps_customerReviews_getToManyRelated">,
    enough?: (page: AscCustomerReview[]) => boolean,
  ): Promise<Collected<AscCustomerReview, CustomerReviewsIncluded>>;
  /** One review; null when App Store Connect no longer has it (404). */
  getCustomerReview(reviewId: string): Promise<AscCustomerReview | null>;
  getCustomerReviewResponse(reviewId: string): Promise<AscCustomerReviewResponse | null>;
  createCustomerReviewResponse(reviewId: string, responseBody: string): Promise<AscCustomerReviewResponse>;
  deleteCustomerReviewResponse(responseId: string): Promise<void>;
  /**
   * Apple's summaries of the app's recent reviews, one per storefront and language Apple writes
   * one for (none for apps with few reviews); `filter[platform]` is required. Every page, or up to
   * the first for which `enough(page)` is true.
   */
  listCustomerReviewSummarizations(
    appId: string,
    query: AscQuery<"apps_customerReviewSummarizations_getToManyRelated">,
    enough?: (page: AscCustomerReviewSummarization[]) => boolean,
  ): Promise<Collected<AscCustomerReviewSummarization, CustomerReviewSummarizationsIncluded>>;

  listExperiments(
    appId: string,
    query?: AscQuery<"apps_appStoreVersionExperimentsV2_getToManyRelated">,
  ): Promise<Collected<AscExperiment, ExperimentsIncluded>>;
  getExperiment(experimentId: string): Promise<Schemas["AppStoreVersionExperimentV2Response"]>;
  listExperimentTreatments(experimentId: string): Promise<AscExperimentTreatment[]>;
  createExperiment(input: { appId: string; name: string; platform: AscPlatform; trafficProportion: number }): Promise<AscExperiment>;
  createExperimentTreatment(input: { experimentId: string; name: string; appIconName?: string }): Promise<AscExperimentTreatment>;

  /** Sales and Trends report (team keys only; individual keys get `forbidden`). */
  getSalesReport(query: AscSalesReportQuery): Promise<SalesReport>;
  listAnalyticsReportRequests(appId: string): Promise<AscAnalyticsReportRequest[]>;
  createAnalyticsReportRequest(appId: string, accessType: "ONE_TIME_SNAPSHOT" | "ONGOING"): Promise<AscAnalyticsReportRequest>;
}

export function createStoreClient(config: StoreClientConfig): StoreClient {
  const clock = config.clock ?? Date.now;
  const { keyId, isIndividualKey } = config.credentials;
  const fetchFn = config.fetch ?? globalThis.fetch.bind(globalThis);
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const transport = createTransport({
    baseUrl: config.baseUrl,
    tokens: createTokenProvider(config.credentials, { clock }),
    fetch: fetchFn,
    clock,
    sleep: config.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    retry: { ...DEFAULT_RETRY, ...config.retry },
    requestBudget: config.requestBudget,
    timeoutMs,
    deadlineMs: config.deadlineMs,
    maxResponseBytes: config.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES,
  });

  /** The request's JSON document, checked as `answer` before anything uses it (./answers.ts). */
  async function json<T>(request: StoreRequest, answer: Answer): Promise<T> {
    const document = (await transport.send(request)).json;
    return checkAnswer<T>(answer, document, `${request.method} ${request.path.replace(/\?.*$/, "")}`);
  }

  /** Reads every page by following links.next (ASC's cursor links keep the query), or until `enough(page)`. */
  async function collect<Data, Included>(
    path: string,
    query: Query,
    answer: Answer,
    enough: (page: Data[]) => boolean = () => false,
  ): Promise<Collected<Data, Included>> {
    const data: Data[] = [];
    const included = new Map<string, Included>();
    let next: string | undefined = path;
    let first = true;
    while (next) {
      const page: PagedDocument<Data, Included> = await json({ method: "GET", path: next, query: first ? query : undefined }, answer);
      first = false;
      data.push(...page.data);
      for (const item of page.included ?? []) {
        const { type, id } = item as { type: string; id: string };
        included.set(`${type}/${id}`, item);
      }
      next = enough(page.data) ? undefined : page.links?.next;
    }
    return { data, included: [...included.values()] };
  }

  const rel = <T extends string>(type: T, id: string) => ({ data: { type, id } });
  async function upload(operation: { method: string; url: string; headers: Record<string, string> }, part: Uint8Array): Promise<void> {
    let response: Response;
    try {
      response = await fetchFn(operation.url, {
        method: operation.method,
        headers: operation.headers,
        body: part as BodyInit,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = (error as Error).name === "TimeoutError";
      throw new StoreError(timedOut ? "timeout" : "unavailable", "Sending a part of the file to App Store Connect failed.", {
        summary: timedOut ? "App Store Connect did not take a part of the file in time." : "App Store Connect could not be reached.",
        cause: error,
      });
    }
    await response.body?.cancel();
    if (!response.ok) {
      throw new StoreError(
        response.status >= 500 ? "unavailable" : "invalid_request",
        `App Store Connect refused a part of the file (HTTP ${response.status}).`,
        {
          summary: `App Store Connect refused a part of the file (HTTP ${response.status}).`,
          status: response.status,
        },
      );
    }
  }

  async function download(url: string, maxBytes: number): Promise<Buffer> {
    const failed = (summary: string, cause?: unknown) => new StoreError("unavailable", summary, { summary, cause });
    let response: Response;
    try {
      response = await fetchFn(url, { method: "GET", redirect: "error", signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw failed("App Store Connect's image could not be fetched.", error);
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      throw failed(`App Store Connect's image could not be fetched (HTTP ${response.status}).`);
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw failed("App Store Connect's image is larger than a screenshot may be.");
      }
      chunks.push(value);
    }
    return Buffer.concat(chunks);
  }

  const parts: ClientParts = { json, collect, send: (request) => transport.send(request), rel, upload, download };

  const client: StoreClient = {
    ...releaseCalls(parts),
    ...screenshotCalls(parts),
    keyId,
    isIndividualKey,
    rateBudget: () => transport.budget(),

    getApp: (appId, query = {}) => json({ method: "GET", path: `/v1/apps/${encodeURIComponent(appId)}`, query }, ANSWERS.app),
    listApps: async () =>
      (
        await collect<AscApp, never>(
          "/v1/apps",
          { limit: MAX_PAGE_SIZE, "fields[apps]": ["name", "bundleId", "sku", "primaryLocale"] },
          ANSWERS.apps,
        )
      ).data,

    listAppInfos: (appId, query = { limit: MAX_PAGE_SIZE }) =>
      collect(`/v1/apps/${encodeURIComponent(appId)}/appInfos`, query, ANSWERS.appInfos),
    listAppInfoLocalizations: async (appInfoId) =>
      (
        await collect<AscAppInfoLocalization, never>(
          `/v1/appInfos/${encodeURIComponent(appInfoId)}/appInfoLocalizations`,
          { limit: MAX_PAGE_SIZE },
          ANSWERS.appInfoLocalizations,
        )
      ).data,
    createAppInfoLocalization: async (appInfoId, attributes) => {
      const body: Schemas["AppInfoLocalizationCreateRequest"] = {
        data: { type: "appInfoLocalizations", attributes, relationships: { appInfo: rel("appInfos", appInfoId) } },
      };
      return (
        await json<Schemas["AppInfoLocalizationResponse"]>(
          { method: "POST", path: "/v1/appInfoLocalizations", body },
          ANSWERS.appInfoLocalization,
        )
      ).data;
    },
    updateAppInfoLocalization: async (id, attributes) => {
      const body: Schemas["AppInfoLocalizationUpdateRequest"] = { data: { type: "appInfoLocalizations", id, attributes } };
      return (
        await json<Schemas["AppInfoLocalizationResponse"]>(
          { method: "PATCH", path: `/v1/appInfoLocalizations/${encodeURIComponent(id)}`, body },
          ANSWERS.appInfoLocalization,
        )
      ).data;
    },

    listAppStoreVersions: (appId, query = { limit: MAX_PAGE_SIZE }) =>
      collect(`/v1/apps/${encodeURIComponent(appId)}/appStoreVersions`, query, ANSWERS.versions),
    listVersionLocalizations: async (versionId) =>
      (
        await collect<AscAppStoreVersionLocalization, never>(
          `/v1/appStoreVersions/${encodeURIComponent(versionId)}/appStoreVersionLocalizations`,
          { limit: MAX_PAGE_SIZE },
          ANSWERS.versionLocalizations,
        )
      ).data,
    createAppStoreVersion: async (appId, attributes) => {
      const body: Schemas["AppStoreVersionCreateRequest"] = {
        data: { type: "appStoreVersions", attributes, relationships: { app: rel("apps", appId) } },
      };
      return (await json<Schemas["AppStoreVersionResponse"]>({ method: "POST", path: "/v1/appStoreVersions", body }, ANSWERS.version)).data;
    },
    createVersionLocalization: async (versionId, attributes) => {
      const body: Schemas["AppStoreVersionLocalizationCreateRequest"] = {
        data: { type: "appStoreVersionLocalizations", attributes, relationships: { appStoreVersion: rel("appStoreVersions", versionId) } },
      };
      return (
        await json<Schemas["AppStoreVersionLocalizationResponse"]>(
          { method: "POST", path: "/v1/appStoreVersionLocalizations", body },
          ANSWERS.versionLocalization,
        )
      ).data;
    },
    updateVersionLocalization: async (id, attributes) => {
      const body: Schemas["AppStoreVersionLocalizationUpdateRequest"] = { data: { type: "appStoreVersionLocalizations", id, attributes } };
      return (
        await json<Schemas["AppStoreVersionLocalizationResponse"]>(
          { method: "PATCH", path: `/v1/appStoreVersionLocalizations/${encodeURIComponent(id)}`, body },
          ANSWERS.versionLocalization,
        )
      ).data;
    },

    listBuilds: async (appId, query = {}, enough) =>
      (
        await collect<AscBuild, never>(
          "/v1/builds",
          { limit: MAX_PAGE_SIZE, sort: ["-uploadedDate"], ...query, "filter[app]": [appId] },
          ANSWERS.builds,
          enough,
        )
      ).data,

    listCustomerReviews: (appId, query = { limit: MAX_PAGE_SIZE }, enough) =>
      collect(`/v1/apps/${encodeURIComponent(appId)}/customerReviews`, query, ANSWERS.reviews, enough),
    getCustomerReview: async (reviewId) => {
      try {
        return (
          await json<Schemas["CustomerReviewResponse"]>(
            { method: "GET", path: `/v1/customerReviews/${encodeURIComponent(reviewId)}` },
            ANSWERS.review,
          )
        ).data;
      } catch (error) {
        if ((error as { kind?: string }).kind === "not_found") return null;
        throw error;
      }
    },
    getCustomerReviewResponse: async (reviewId) => {
      try {
        return (
          await json<Schemas["CustomerReviewResponseV1Response"]>(
            { method: "GET", path: `/v1/customerReviews/${encodeURIComponent(reviewId)}/response` },
            ANSWERS.reviewResponse,
          )
        ).data;
      } catch (error) {
        // ASC answers 404 for a review that has no response yet.
        if ((error as { kind?: string }).kind === "not_found") return null;
        throw error;
      }
    },
    createCustomerReviewResponse: async (reviewId, responseBody) => {
      const body: Schemas["CustomerReviewResponseV1CreateRequest"] = {
        data: {
          type: "customerReviewResponses",
          attributes: { responseBody },
          relationships: { review: rel("customerReviews", reviewId) },
        },
      };
      return (
        await json<Schemas["CustomerReviewResponseV1Response"]>(
          { method: "POST", path: "/v1/customerReviewResponses", body },
          ANSWERS.reviewResponse,
        )
      ).data;
    },
    deleteCustomerReviewResponse: async (responseId) => {
      await transport.send({ method: "DELETE", path: `/v1/customerReviewResponses/${encodeURIComponent(responseId)}` });
    },

    listCustomerReviewSummarizations: (appId, query, enough) =>
      collect(`/v1/apps/${encodeURIComponent(appId)}/customerReviewSummarizations`, query, ANSWERS.reviewSummaries, enough),

    listExperiments: (appId, query = { limit: MAX_PAGE_SIZE }) =>
      collect(`/v1/apps/${encodeURIComponent(appId)}/appStoreVersionExperimentsV2`, query, ANSWERS.experiments),
    getExperiment: (experimentId) =>
      json(
        {
          method: "GET",
          path: `/v2/appStoreVersionExperiments/${encodeURIComponent(experimentId)}`,
          query: {
            include: ["appStoreVersionExperimentTreatments"],
            "limit[appStoreVersionExperimentTreatments]": MAX_INCLUDED_PER_RELATIONSHIP,
          },
        },
        ANSWERS.experiment,
      ),
    listExperimentTreatments: async (experimentId) =>
      (
        await collect<AscExperimentTreatment, never>(
          `/v2/appStoreVersionExperiments/${encodeURIComponent(experimentId)}/appStoreVersionExperimentTreatments`,
          { limit: MAX_PAGE_SIZE },
          ANSWERS.treatments,
        )
      ).data,
    createExperiment: async ({ appId, name, platform, trafficProportion }) => {
      const body: Schemas["AppStoreVersionExperimentV2CreateRequest"] = {
        data: {
          type: "appStoreVersionExperiments",
          attributes: { name, platform, trafficProportion },
          relationships: { app: rel("apps", appId) },
        },
      };
      return (
        await json<Schemas["AppStoreVersionExperimentV2Response"]>(
          { method: "POST", path: "/v2/appStoreVersionExperiments", body },
          ANSWERS.experiment,
        )
      ).data;
    },
    createExperimentTreatment: async ({ experimentId, name, appIconName }) => {
      const body: Schemas["AppStoreVersionExperimentTreatmentCreateRequest"] = {
        data: {
          type: "appStoreVersionExperimentTreatments",
          attributes: appIconName === undefined ? { name } : { name, appIconName },
          relationships: { appStoreVersionExperimentV2: rel("appStoreVersionExperiments", experimentId) },
        },
      };
      return (
        await json<Schemas["AppStoreVersionExperimentTreatmentResponse"]>(
          { method: "POST", path: "/v1/appStoreVersionExperimentTreatments", body },
          ANSWERS.treatment,
        )
      ).data;
    },

    getSalesReport: async (query) => {
      const response = await transport.send({ method: "GET", path: "/v1/salesReports", query, accept: "application/a-gzip" });
      return parseSalesReport(response.bytes);
    },
    listAnalyticsReportRequests: async (appId) =>
      (
        await collect<AscAnalyticsReportRequest, never>(
          `/v1/apps/${encodeURIComponent(appId)}/analyticsReportRequests`,
          { limit: MAX_PAGE_SIZE },
          ANSWERS.analyticsReportRequests,
        )
      ).data,
    createAnalyticsReportRequest: async (appId, accessType) => {
      const body: Schemas["AnalyticsReportRequestCreateRequest"] = {
        data: { type: "analyticsReportRequests", attributes: { accessType }, relationships: { app: rel("apps", appId) } },
      };
      return (
        await json<Schemas["AnalyticsReportRequestResponse"]>(
          { method: "POST", path: "/v1/analyticsReportRequests", body },
          ANSWERS.analyticsReportRequest,
        )
      ).data;
    },
  };

  // Nothing secret is reachable from here, but say so plainly in logs and JSON.
  Object.defineProperty(client, "toJSON", { value: () => ({ keyId, isIndividualKey }), enumerable: false });
  Object.defineProperty(client, "toString", { value: () => `StoreClient(${keyId})`, enumerable: false });
  return client;
}
