// Names for the parts of Apple's description the service uses. Everything here is derived
// from the generated asc-types.ts, never written by hand.

import type { components, operations } from "./spec/asc-types";

type Schemas = components["schemas"];

/** Query parameters of an ASC operation, exactly as Apple describes them. */
export type AscQuery<Op extends keyof operations> = NonNullable<operations[Op]["parameters"]["query"]>;

export type AscApp = Schemas["App"];
export type AscAppResponse = Schemas["AppResponse"];
export type AscAppInfo = Schemas["AppInfo"];
export type AscAppInfoLocalization = Schemas["AppInfoLocalization"];
export type AscAppStoreVersion = Schemas["AppStoreVersion"];
export type AscAppStoreVersionLocalization = Schemas["AppStoreVersionLocalization"];
export type AscBuild = Schemas["Build"];
export type AscCustomerReview = Schemas["CustomerReview"];
export type AscCustomerReviewResponse = Schemas["CustomerReviewResponseV1"];
export type AscCustomerReviewSummarization = Schemas["CustomerReviewSummarization"];
export type AscExperiment = Schemas["AppStoreVersionExperimentV2"];
export type AscExperimentTreatment = Schemas["AppStoreVersionExperimentTreatment"];
export type AscAnalyticsReportRequest = Schemas["AnalyticsReportRequest"];
export type AscPlatform = Schemas["Platform"];
export type AscScreenshotSet = Schemas["AppScreenshotSet"];
export type AscScreenshot = Schemas["AppScreenshot"];
export type AscScreenshotDisplayType = Schemas["ScreenshotDisplayType"];
export type AscPreviewSet = Schemas["AppPreviewSet"];
export type AscPreview = Schemas["AppPreview"];
export type AscUploadOperation = Schemas["UploadOperation"];
export type AscReviewDetail = Schemas["AppStoreReviewDetail"];
export type AscPhasedRelease = Schemas["AppStoreVersionPhasedRelease"];
export type AscReviewSubmission = Schemas["ReviewSubmission"];
export type AscReviewSubmissionState = NonNullable<NonNullable<AscReviewSubmission["attributes"]>["state"]>;
export type AscReviewSubmissionItem = Schemas["ReviewSubmissionItem"];

export type AscVersionLocalizationAttributes = NonNullable<Schemas["AppStoreVersionLocalizationUpdateRequest"]["data"]["attributes"]>;
export type AscVersionAttributes = NonNullable<Schemas["AppStoreVersionUpdateRequest"]["data"]["attributes"]>;
export type AscReviewDetailAttributes = NonNullable<Schemas["AppStoreReviewDetailUpdateRequest"]["data"]["attributes"]>;
export type AscPhasedReleaseState = Schemas["PhasedReleaseState"];
export type AscWebhookEventType = Schemas["WebhookEventType"];
export type AscAppInfoLocalizationAttributes = NonNullable<Schemas["AppInfoLocalizationUpdateRequest"]["data"]["attributes"]>;

export type AscSalesReportQuery = AscQuery<"salesReports_getCollection">;

/** A whole collection after following every `links.next`. */
export interface Collected<Data, Included> {
  data: Data[];
  included: Included[];
}

export type AppInfosIncluded = NonNullable<Schemas["AppInfosResponse"]["included"]>[number];
export type AppStoreVersionsIncluded = NonNullable<Schemas["AppStoreVersionsResponse"]["included"]>[number];
export type CustomerReviewsIncluded = NonNullable<Schemas["CustomerReviewsResponse"]["included"]>[number];
export type CustomerReviewSummarizationsIncluded = NonNullable<Schemas["CustomerReviewSummarizationsResponse"]["included"]>[number];
export type ExperimentsIncluded = NonNullable<Schemas["AppStoreVersionExperimentsV2Response"]["included"]>[number];
