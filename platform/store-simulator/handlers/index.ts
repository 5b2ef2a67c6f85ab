// Operation id (from Apple's description) -> handler. Routing itself matches paths against
// the description, so a path the description does not have can never be served by accident.

import type { Handler } from "../handler-context";
import * as metadata from "./app-metadata";
import * as reports from "./builds-and-reports";
import * as experiments from "./experiments";
import { genericReadHandlers } from "./generic-reads";
import * as releases from "./releases";
import * as submissions from "./review-submissions";
import * as reviews from "./reviews";
import * as screenshots from "./screenshots";
import * as versions from "./versions";
import * as webhooks from "./webhooks";

const HANDWRITTEN: Record<string, Handler> = {
  apps_getInstance: metadata.getApp,
  apps_appInfos_getToManyRelated: metadata.listAppInfos,
  appInfos_appInfoLocalizations_getToManyRelated: metadata.listAppInfoLocalizations,
  appInfoLocalizations_createInstance: metadata.createAppInfoLocalization,
  appInfoLocalizations_updateInstance: metadata.updateAppInfoLocalization,
  apps_appStoreVersions_getToManyRelated: versions.listAppStoreVersions,
  appStoreVersions_createInstance: versions.createAppStoreVersion,
  appStoreVersions_appStoreVersionLocalizations_getToManyRelated: versions.listVersionLocalizations,
  appStoreVersionLocalizations_createInstance: versions.createVersionLocalization,
  appStoreVersionLocalizations_updateInstance: versions.updateVersionLocalization,
  appStoreVersions_updateInstance: releases.updateAppStoreVersion,
  appStoreReviewDetails_createInstance: releases.createReviewDetail,
  appStoreReviewDetails_updateInstance: releases.updateReviewDetail,
  appStoreVersionPhasedReleases_createInstance: releases.createPhasedRelease,
  appStoreVersionPhasedReleases_updateInstance: releases.updatePhasedRelease,
  appStoreVersionPhasedReleases_deleteInstance: releases.deletePhasedRelease,
  appStoreVersionReleaseRequests_createInstance: releases.createReleaseRequest,
  reviewSubmissions_getCollection: submissions.listReviewSubmissions,
  reviewSubmissions_createInstance: submissions.createReviewSubmission,
  reviewSubmissions_updateInstance: submissions.updateReviewSubmission,
  reviewSubmissionItems_createInstance: submissions.createReviewSubmissionItem,
  builds_getCollection: reports.listBuilds,
  apps_customerReviews_getToManyRelated: reviews.listCustomerReviews,
  customerReviews_response_getToOneRelated: reviews.getCustomerReviewResponse,
  customerReviewResponses_createInstance: reviews.createCustomerReviewResponse,
  customerReviewResponses_deleteInstance: reviews.deleteCustomerReviewResponse,
  apps_customerReviewSummarizations_getToManyRelated: reviews.listCustomerReviewSummarizations,
  apps_appStoreVersionExperimentsV2_getToManyRelated: experiments.listExperiments,
  appStoreVersionExperimentsV2_createInstance: experiments.createExperiment,
  appStoreVersionExperimentsV2_getInstance: experiments.getExperiment,
  appStoreVersionExperimentsV2_appStoreVersionExperimentTreatments_getToManyRelated: experiments.listTreatments,
  appStoreVersionExperimentTreatments_createInstance: experiments.createTreatment,
  salesReports_getCollection: reports.getSalesReport,
  apps_analyticsReportRequests_getToManyRelated: reports.listAnalyticsReportRequests,
  analyticsReportRequests_createInstance: reports.createAnalyticsReportRequest,
  webhooks_createInstance: webhooks.createWebhook,
  webhooks_updateInstance: webhooks.updateWebhook,
  webhooks_deleteInstance: webhooks.deleteWebhook,
  appScreenshotSets_createInstance: screenshots.createScreenshotSet,
  appScreenshotSets_deleteInstance: screenshots.deleteScreenshotSet,
  appScreenshotSets_appScreenshots_replaceToManyRelationship: screenshots.reorderScreenshots,
  appScreenshots_createInstance: screenshots.createScreenshot,
  appScreenshots_updateInstance: screenshots.commitScreenshot,
  appScreenshots_deleteInstance: screenshots.deleteScreenshot,
};

export const HANDLERS: Record<string, Handler> = { ...genericReadHandlers(HANDWRITTEN), ...HANDWRITTEN };
