// The simulator's whole world as one plain, JSON-serialisable object, plus the pluggable
// place it is kept. Rows are flat and reference each other by id, like database tables,
// so a database-backed SimulatorStateStore can store the object as one JSON value.

import type { components } from "@/lib/store/spec/asc-types";

export const STATE_SCHEMA_VERSION = 1;

export interface SimKey {
  keyId: string;
  kind: "team" | "individual";
  issuerId?: string;
  /** Public half only: the simulator never needs (or keeps) private keys. */
  publicKeyJwk: JsonWebKey;
}

export interface SimApp {
  id: string;
  name: string;
  bundleId: string;
  sku: string;
  primaryLocale: string;
  /** Average paid units per day, drives the generated sales rows. */
  dailyUnits: number;
  price: number;
}

export interface SimAppInfo {
  id: string;
  appId: string;
  state: "READY_FOR_DISTRIBUTION" | "PREPARE_FOR_SUBMISSION" | "WAITING_FOR_REVIEW";
}

export interface SimAppInfoLocalization {
  id: string;
  appInfoId: string;
  locale: string;
  name: string;
  subtitle: string | null;
  privacyPolicyUrl: string | null;
}

export const VERSION_STATES = [
  "PREPARE_FOR_SUBMISSION",
  "WAITING_FOR_REVIEW",
  "IN_REVIEW",
  "PENDING_DEVELOPER_RELEASE",
  "PENDING_APPLE_RELEASE",
  "DEVELOPER_REJECTED",
  "REJECTED",
  "READY_FOR_SALE",
  "REPLACED_WITH_NEW_VERSION",
] as const;
export type SimVersionState = (typeof VERSION_STATES)[number];

/**
 * The states in which App Store Connect lets a version be edited and submitted: being prepared,
 * pulled back from review by the developer, or rejected by App Review.
 */
export const EDITABLE_VERSION_STATES: ReadonlySet<SimVersionState> = new Set(["PREPARE_FOR_SUBMISSION", "DEVELOPER_REJECTED", "REJECTED"]);

export interface SimVersion {
  id: string;
  appId: string;
  platform: "IOS";
  versionString: string;
  /** Legacy `appStoreState`; `appVersionState` is derived from it. */
  appStoreState: SimVersionState;
  createdDate: string;
  copyright: string;
  releaseType: "MANUAL" | "AFTER_APPROVAL" | "SCHEDULED";
  /** For a SCHEDULED release: approved before it, the version waits (PENDING_APPLE_RELEASE) until then. */
  earliestReleaseDate: string | null;
  buildId: string | null;
}

export interface SimVersionLocalization {
  id: string;
  versionId: string;
  locale: string;
  description: string | null;
  keywords: string | null;
  promotionalText: string | null;
  whatsNew: string | null;
  marketingUrl: string | null;
  supportUrl: string | null;
}

export interface SimBuild {
  id: string;
  appId: string;
  version: string;
  uploadedDate: string;
  expirationDate: string;
  expired: boolean;
  processingState: "PROCESSING" | "FAILED" | "INVALID" | "VALID";
  minOsVersion: string;
  /** The export compliance answer; null until it is given (App Store Connect's "Missing Compliance"). */
  usesNonExemptEncryption: boolean | null;
  /** Its pre-release version's platform (Apple's `preReleaseVersion.platform`); IOS when absent. */
  platform?: "IOS" | "MAC_OS" | "TV_OS" | "VISION_OS";
}

/** What App Review needs to know about a version: whom to call, a demo account, notes. */
export interface SimReviewDetail {
  id: string;
  versionId: string;
  contactFirstName: string | null;
  contactLastName: string | null;
  contactPhone: string | null;
  contactEmail: string | null;
  demoAccountName: string | null;
  demoAccountPassword: string | null;
  demoAccountRequired: boolean | null;
  notes: string | null;
}

/**
 * A version's release over seven days (phased-release.ts has the clock): inactive until the
 * version is released, then active (or paused) until complete.
 */
export interface SimPhasedRelease {
  id: string;
  versionId: string;
  state: "INACTIVE" | "ACTIVE" | "PAUSED" | "COMPLETE";
  startDate: string | null;
  /** When the current pause began (state PAUSED). */
  pausedAt: string | null;
  /** Paused time of the pauses that have ended, in ms. */
  pausedMs: number;
  /** When it became COMPLETE: by itself after day 7, or released to everyone. */
  endedAt: string | null;
}

export type SimPlatform = "IOS" | "MAC_OS" | "TV_OS" | "VISION_OS";

export type SimReviewSubmissionState =
  "READY_FOR_REVIEW" | "WAITING_FOR_REVIEW" | "IN_REVIEW" | "UNRESOLVED_ISSUES" | "CANCELING" | "COMPLETING" | "COMPLETE";

/** A submission to App Review (review-lifecycle.ts moves it on the simulated clock). */
export interface SimReviewSubmission {
  id: string;
  appId: string;
  platform: SimPlatform;
  state: SimReviewSubmissionState;
  createdDate: string;
  submittedDate: string | null;
  /** When App Review picks it up (half the review time after submission). */
  inReviewAt: string | null;
  /** When App Review decides (the review time after submission). */
  verdictAt: string | null;
}

export interface SimReviewSubmissionItem {
  id: string;
  submissionId: string;
  versionId: string;
  state: "READY_FOR_REVIEW" | "ACCEPTED" | "APPROVED" | "REJECTED" | "REMOVED";
}

export type SimVerdict = "APPROVED" | "REJECTED";

export interface SimReview {
  id: string;
  appId: string;
  rating: number;
  title: string;
  body: string;
  reviewerNickname: string;
  createdDate: string;
  territory: string;
}

export interface SimReviewResponse {
  id: string;
  reviewId: string;
  responseBody: string;
  lastModifiedDate: string;
  state: "PUBLISHED" | "PENDING_PUBLISH";
}

export type SimExperimentState =
  | "PREPARE_FOR_SUBMISSION"
  | "READY_FOR_REVIEW"
  | "WAITING_FOR_REVIEW"
  | "IN_REVIEW"
  | "ACCEPTED"
  | "APPROVED"
  | "REJECTED"
  | "COMPLETED"
  | "STOPPED";

export interface SimExperiment {
  id: string;
  appId: string;
  name: string;
  platform: "IOS";
  trafficProportion: number;
  state: SimExperimentState;
  reviewRequired: boolean;
  startDate: string | null;
  endDate: string | null;
  controlVersionId: string | null;
}

export interface SimTreatment {
  id: string;
  experimentId: string;
  name: string;
  appIconName: string | null;
  promotedDate: string | null;
}

/**
 * Apple's summary of an app's recent reviews (`customerReviewSummarizations`), written by Apple
 * per storefront and language for apps with enough reviews; other apps have none.
 */
export interface SimReviewSummary {
  id: string;
  appId: string;
  platform: "IOS";
  /** ASC TerritoryCode, e.g. USA: the storefront whose reviews it summarises. */
  territory: string;
  locale: string;
  text: string;
  createdDate: string;
}

export interface SimAnalyticsReportRequest {
  id: string;
  appId: string;
  accessType: "ONE_TIME_SNAPSHOT" | "ONGOING";
  stoppedDueToInactivity: boolean;
}

/** An event App Store Connect can tell a webhook about (Apple's `WebhookEventType`). */
export type SimWebhookEventType = components["schemas"]["WebhookEventType"];

/**
 * A URL App Store Connect POSTs an app's events to (webhook-deliveries.ts sends them). The secret
 * signs each delivery; it is write-only: no answer shows it.
 */
export interface SimWebhook {
  id: string;
  appId: string;
  name: string;
  url: string;
  secret: string;
  enabled: boolean;
  eventTypes: SimWebhookEventType[];
}

/** A screenshot set's device (Apple's `ScreenshotDisplayType`). */
export type SimScreenshotDisplayType = components["schemas"]["ScreenshotDisplayType"];
/** An app preview set's device (Apple's `PreviewType`). */
export type SimPreviewType = components["schemas"]["PreviewType"];

/** Apple's `AppMediaStateError`: why processing failed (or what it warns about). */
export interface SimMediaError {
  code: string;
  description: string;
}

/** Apple's `AppMediaAssetState`: an asset from reservation to processed (or failed). */
export interface SimAssetDeliveryState {
  state: "AWAITING_UPLOAD" | "UPLOAD_COMPLETE" | "COMPLETE" | "FAILED";
  errors: SimMediaError[];
}

/** A version localization's screenshots for one device, in the order the store shows them. */
export interface SimScreenshotSet {
  id: string;
  /** The appStoreVersionLocalization it belongs to. */
  localizationId: string;
  screenshotDisplayType: SimScreenshotDisplayType;
  /** Its screenshots' ids, in order (1 to 10). */
  screenshotIds: string[];
}

/**
 * A screenshot, from its reservation (AWAITING_UPLOAD) through the upload's commit
 * (UPLOAD_COMPLETE) to processed on the simulated clock (COMPLETE or FAILED). The uploaded bytes
 * are not kept here (a saved state is one database row, rewritten on every change): they live in
 * the sandbox's memory (upload-store.ts), keyed by the screenshot's id and its asset token.
 */
export interface SimScreenshot {
  id: string;
  setId: string;
  fileName: string;
  /** Bytes, as announced at reservation. */
  fileSize: number;
  /** MD5 (hex) of the uploaded file, given when the upload is committed; null before. */
  sourceFileChecksum: string | null;
  /** Pixel size read from the bytes at commit; null before (or when they are not an image). */
  width: number | null;
  height: number | null;
  /** Where the processed image lives (its templateUrl is built from it when read). */
  assetToken: string;
  assetDeliveryState: SimAssetDeliveryState;
  /**
   * Where the image's bytes come from: `uploaded` (the sandbox's memory; a solid-colour stand-in
   * of its size once they are gone, after a restart), `generated` (the seed's: a solid-colour
   * PNG of its size, made when first asked for).
   */
  source: "uploaded" | "generated";
  /** The open reservation: the secret its upload URLs carry. Null once committed (and for the seed's). */
  uploadToken: string | null;
  /** When the upload was committed (simulated clock); null before. */
  uploadedAt: string | null;
  /** When processing ends (simulated clock); null until committed. */
  processingDueAt: string | null;
  /**
   * How processing will end, decided from the bytes at commit (they may not outlive the
   * process): [] for COMPLETE, Apple's errors for FAILED. Null until committed.
   */
  pendingErrors: SimMediaError[] | null;
}

/** A version localization's app previews for one device (read-only here: seeded, never uploaded). */
export interface SimPreviewSet {
  id: string;
  localizationId: string;
  previewType: SimPreviewType;
  previewIds: string[];
}

/** An app preview (a video) with its poster frame, already processed. */
export interface SimPreview {
  id: string;
  setId: string;
  fileName: string;
  fileSize: number;
  mimeType: string;
  sourceFileChecksum: string;
  videoUrl: string;
  /** The frame shown before it plays, e.g. "00:00:05:00". */
  previewFrameTimeCode: string;
  /** The poster frame (served as a generated solid-colour PNG of this size). */
  previewImage: { assetToken: string; width: number; height: number };
  assetDeliveryState: SimAssetDeliveryState;
}

export interface SimState {
  schemaVersion: typeof STATE_SCHEMA_VERSION;
  seed: number;
  /** The fixed "now" the seed data was generated around (never the wall clock). */
  epoch: string;
  vendorNumber: string;
  keys: SimKey[];
  apps: SimApp[];
  appInfos: SimAppInfo[];
  appInfoLocalizations: SimAppInfoLocalization[];
  versions: SimVersion[];
  versionLocalizations: SimVersionLocalization[];
  builds: SimBuild[];
  reviews: SimReview[];
  reviewResponses: SimReviewResponse[];
  /** Absent in states saved before summaries were simulated: filled from the seed on load. */
  reviewSummaries: SimReviewSummary[];
  experiments: SimExperiment[];
  treatments: SimTreatment[];
  analyticsReportRequests: SimAnalyticsReportRequest[];
  // Absent in states saved before releases were simulated: filled empty on load (saved-state.ts).
  reviewDetails: SimReviewDetail[];
  phasedReleases: SimPhasedRelease[];
  reviewSubmissions: SimReviewSubmission[];
  reviewSubmissionItems: SimReviewSubmissionItem[];
  /** App Review's decision, set by the control plane ahead of a version's review. */
  reviewVerdicts: { versionId: string; verdict: SimVerdict }[];
  /** Absent in states saved before webhooks were simulated: filled empty on load. */
  webhooks: SimWebhook[];
  // Absent in states saved before screenshots were simulated: filled empty on load.
  screenshotSets: SimScreenshotSet[];
  screenshots: SimScreenshot[];
  previewSets: SimPreviewSet[];
  previews: SimPreview[];
  /** Ids of resources created through the API are derived from this counter. */
  createdCount: number;
}

/** Where the state lives between requests: memory in tests, the app database when embedded. */
export interface SimulatorStateStore {
  load(): Promise<SimState | null>;
  save(state: SimState): Promise<void>;
}

export function createMemoryStateStore(initial: SimState | null = null): SimulatorStateStore {
  // Stored as text so callers can never share (and mutate) the live object by accident.
  let saved = initial ? JSON.stringify(initial) : null;
  return {
    load: async () => (saved ? (JSON.parse(saved) as SimState) : null),
    save: async (state) => {
      saved = JSON.stringify(state);
    },
  };
}
