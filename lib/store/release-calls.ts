// The calls that ship a version: its release settings and build, what App Review is told, the
// submission for review (API 4.0 and later: reviewSubmissions and their items, the only way left),
// the release of an approved version and its phased release. Part of the store client
// (client.ts), kept apart so each file has one subject.

import type { Answer, ClientParts } from "./client-parts";
import { ANSWERS } from "./answers";
import type { components } from "./spec/asc-types";
import type {
  AscAppStoreVersion,
  AscBuild,
  AscPhasedRelease,
  AscPhasedReleaseState,
  AscPlatform,
  AscReviewDetail,
  AscReviewDetailAttributes,
  AscReviewSubmission,
  AscReviewSubmissionItem,
  AscReviewSubmissionState,
  AscVersionAttributes,
  AscWebhookEventType,
} from "./types";

type Schemas = components["schemas"];

export interface ReleaseCalls {
  /** One build, as App Store Connect has it now (its processing may have ended since the last sync). */
  getBuild(buildId: string): Promise<AscBuild | null>;
  /** One version as App Store Connect has it now (null when it no longer has it). */
  getAppStoreVersion(versionId: string): Promise<AscAppStoreVersion | null>;
  /** The version's release settings; `buildId` attaches that build. */
  updateAppStoreVersion(versionId: string, change: { attributes?: AscVersionAttributes; buildId?: string }): Promise<AscAppStoreVersion>;

  /** What App Review is told about the version; null when nothing was entered yet. */
  getReviewDetail(versionId: string): Promise<AscReviewDetail | null>;
  createReviewDetail(versionId: string, attributes: AscReviewDetailAttributes): Promise<AscReviewDetail>;
  updateReviewDetail(id: string, attributes: AscReviewDetailAttributes): Promise<AscReviewDetail>;

  /** The version's phased release; null when it has none. */
  getPhasedRelease(versionId: string): Promise<AscPhasedRelease | null>;
  createPhasedRelease(versionId: string): Promise<AscPhasedRelease>;
  updatePhasedRelease(id: string, state: AscPhasedReleaseState): Promise<AscPhasedRelease>;
  deletePhasedRelease(id: string): Promise<void>;

  /** The app's submissions for review on a platform, in the given states (all when none). */
  listReviewSubmissions(
    appId: string,
    filter: { platform: AscPlatform; states?: AscReviewSubmissionState[] },
  ): Promise<AscReviewSubmission[]>;
  createReviewSubmission(appId: string, platform: AscPlatform): Promise<AscReviewSubmission>;
  listReviewSubmissionItems(submissionId: string): Promise<AscReviewSubmissionItem[]>;
  addVersionToReviewSubmission(submissionId: string, versionId: string): Promise<AscReviewSubmissionItem>;
  /** `submitted: true` sends it to App Review; `canceled: true` withdraws it. */
  updateReviewSubmission(id: string, change: { submitted?: true; canceled?: true }): Promise<AscReviewSubmission>;

  /** Releases a version approved and waiting for the developer's release. */
  releaseVersion(versionId: string): Promise<void>;

  /** A webhook App Store Connect signs its deliveries for with `secret` (HMAC-SHA256, `x-apple-signature`); at most 10 per app. */
  createWebhook(
    appId: string,
    webhook: { name: string; url: string; secret: string; eventTypes: AscWebhookEventType[] },
  ): Promise<{ id: string }>;
  deleteWebhook(id: string): Promise<void>;
}

const notFoundAsNull = async <T>(read: () => Promise<T>): Promise<T | null> => {
  try {
    return await read();
  } catch (error) {
    if ((error as { kind?: string }).kind === "not_found") return null;
    throw error;
  }
};

export function releaseCalls({ json, collect, send, rel }: ClientParts): ReleaseCalls {
  const one = async <T>(path: string, answer: Answer): Promise<T> => (await json<{ data: T }>({ method: "GET", path }, answer)).data;
  const write = async <T>(method: "POST" | "PATCH", path: string, body: unknown, answer: Answer): Promise<T> =>
    (await json<{ data: T }>({ method, path, body }, answer)).data;
  const at = (collection: string, id: string) => `/v1/${collection}/${encodeURIComponent(id)}`;

  return {
    getBuild: (buildId) => notFoundAsNull(() => one<AscBuild>(at("builds", buildId), ANSWERS.build)),
    getAppStoreVersion: (versionId) => notFoundAsNull(() => one<AscAppStoreVersion>(at("appStoreVersions", versionId), ANSWERS.version)),
    updateAppStoreVersion: (versionId, { attributes, buildId }) => {
      const body: Schemas["AppStoreVersionUpdateRequest"] = {
        data: {
          type: "appStoreVersions",
          id: versionId,
          ...(attributes ? { attributes } : {}),
          ...(buildId ? { relationships: { build: rel("builds", buildId) } } : {}),
        },
      };
      return write("PATCH", at("appStoreVersions", versionId), body, ANSWERS.version);
    },

    getReviewDetail: (versionId) =>
      notFoundAsNull(() => one<AscReviewDetail>(`${at("appStoreVersions", versionId)}/appStoreReviewDetail`, ANSWERS.reviewDetail)),
    createReviewDetail: (versionId, attributes) => {
      const body: Schemas["AppStoreReviewDetailCreateRequest"] = {
        data: { type: "appStoreReviewDetails", attributes, relationships: { appStoreVersion: rel("appStoreVersions", versionId) } },
      };
      return write("POST", "/v1/appStoreReviewDetails", body, ANSWERS.reviewDetail);
    },
    updateReviewDetail: (id, attributes) => {
      const body: Schemas["AppStoreReviewDetailUpdateRequest"] = { data: { type: "appStoreReviewDetails", id, attributes } };
      return write("PATCH", at("appStoreReviewDetails", id), body, ANSWERS.reviewDetail);
    },

    getPhasedRelease: (versionId) =>
      notFoundAsNull(() =>
        one<AscPhasedRelease>(`${at("appStoreVersions", versionId)}/appStoreVersionPhasedRelease`, ANSWERS.phasedRelease),
      ),
    createPhasedRelease: (versionId) => {
      const body: Schemas["AppStoreVersionPhasedReleaseCreateRequest"] = {
        data: { type: "appStoreVersionPhasedReleases", relationships: { appStoreVersion: rel("appStoreVersions", versionId) } },
      };
      return write("POST", "/v1/appStoreVersionPhasedReleases", body, ANSWERS.phasedRelease);
    },
    updatePhasedRelease: (id, phasedReleaseState) => {
      const body: Schemas["AppStoreVersionPhasedReleaseUpdateRequest"] = {
        data: { type: "appStoreVersionPhasedReleases", id, attributes: { phasedReleaseState } },
      };
      return write("PATCH", at("appStoreVersionPhasedReleases", id), body, ANSWERS.phasedRelease);
    },
    deletePhasedRelease: async (id) => {
      await send({ method: "DELETE", path: at("appStoreVersionPhasedReleases", id) });
    },

    listReviewSubmissions: async (appId, { platform, states }) =>
      (
        await collect<AscReviewSubmission, never>(
          "/v1/reviewSubmissions",
          { "filter[app]": [appId], "filter[platform]": [platform], ...(states?.length ? { "filter[state]": states } : {}), limit: 200 },
          ANSWERS.reviewSubmissions,
        )
      ).data,
    createReviewSubmission: (appId, platform) => {
      const body: Schemas["ReviewSubmissionCreateRequest"] = {
        data: { type: "reviewSubmissions", attributes: { platform }, relationships: { app: rel("apps", appId) } },
      };
      return write("POST", "/v1/reviewSubmissions", body, ANSWERS.reviewSubmission);
    },
    listReviewSubmissionItems: async (submissionId) =>
      (
        await collect<AscReviewSubmissionItem, never>(
          `${at("reviewSubmissions", submissionId)}/items`,
          { limit: 200, include: ["appStoreVersion"] },
          ANSWERS.reviewSubmissionItems,
        )
      ).data,
    addVersionToReviewSubmission: (submissionId, versionId) => {
      const body: Schemas["ReviewSubmissionItemCreateRequest"] = {
        data: {
          type: "reviewSubmissionItems",
          relationships: { reviewSubmission: rel("reviewSubmissions", submissionId), appStoreVersion: rel("appStoreVersions", versionId) },
        },
      };
      return write("POST", "/v1/reviewSubmissionItems", body, ANSWERS.reviewSubmissionItem);
    },
    updateReviewSubmission: (id, change) => {
      const body: Schemas["ReviewSubmissionUpdateRequest"] = { data: { type: "reviewSubmissions", id, attributes: change } };
      return write("PATCH", at("reviewSubmissions", id), body, ANSWERS.reviewSubmission);
    },

    createWebhook: (appId, { name, url, secret, eventTypes }) => {
      const body: Schemas["WebhookCreateRequest"] = {
        data: {
          type: "webhooks",
          attributes: { name, url, secret, eventTypes, enabled: true },
          relationships: { app: rel("apps", appId) },
        },
      };
      return write("POST", "/v1/webhooks", body, ANSWERS.webhook);
    },
    deleteWebhook: async (id) => {
      await send({ method: "DELETE", path: at("webhooks", id) });
    },

    releaseVersion: async (versionId) => {
      const body: Schemas["AppStoreVersionReleaseRequestCreateRequest"] = {
        data: { type: "appStoreVersionReleaseRequests", relationships: { appStoreVersion: rel("appStoreVersions", versionId) } },
      };
      await write("POST", "/v1/appStoreVersionReleaseRequests", body, ANSWERS.releaseRequest);
    },
  };
}
