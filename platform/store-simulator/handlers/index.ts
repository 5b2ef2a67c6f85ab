// Operation id (from Apple's description) -> handler. Routing itself matches paths against
// the description, so a path the description does not have can never be served by accident.

import type { Handler } from "../handler-context";
import * as metadata from "./app-metadata";
import * as reports from "./builds-and-reports";
import * as experiments from "./experiments";
import { genericReadHandlers } from "./generic-reads";
import * as reviews from "./reviews";
import * as versions from "./versions";

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
};

export const HANDLERS: Record<string, Handler> = { ...genericReadHandlers(HANDWRITTEN), ...HANDWRITTEN };
