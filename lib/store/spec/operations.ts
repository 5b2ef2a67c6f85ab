// The App Store Connect operations this service uses. This list is the single source for
// what `extract.ts` keeps from Apple's description, what the client calls and what the
// simulator serves: adding an endpoint starts here.

type HttpMethod = "get" | "post" | "patch" | "delete";

export const ASC_OPERATIONS: Readonly<Record<string, readonly HttpMethod[]>> = {
  // app and its metadata
  "/v1/apps": ["get"],
  "/v1/apps/{id}": ["get"],
  "/v1/apps/{id}/appInfos": ["get"],
  "/v1/apps/{id}/relationships/appInfos": ["get"],
  "/v1/appInfos/{id}": ["get"],
  "/v1/appInfos/{id}/appInfoLocalizations": ["get"],
  "/v1/appInfos/{id}/relationships/appInfoLocalizations": ["get"],
  "/v1/appInfoLocalizations": ["post"],
  "/v1/appInfoLocalizations/{id}": ["get", "patch"],
  // versions and their localizations
  "/v1/appStoreVersions": ["post"],
  "/v1/apps/{id}/appStoreVersions": ["get"],
  "/v1/apps/{id}/relationships/appStoreVersions": ["get"],
  "/v1/appStoreVersions/{id}": ["get", "patch"],
  "/v1/appStoreVersions/{id}/appStoreVersionLocalizations": ["get"],
  "/v1/appStoreVersions/{id}/relationships/appStoreVersionLocalizations": ["get"],
  "/v1/appStoreVersions/{id}/build": ["get"],
  "/v1/appStoreVersions/{id}/relationships/build": ["get"],
  "/v1/appStoreVersionLocalizations": ["post"],
  "/v1/appStoreVersionLocalizations/{id}": ["get", "patch"],
  // shipping a version: review details, submission for review, release and phased release
  "/v1/appStoreVersions/{id}/appStoreReviewDetail": ["get"],
  "/v1/appStoreVersions/{id}/relationships/appStoreReviewDetail": ["get"],
  "/v1/appStoreReviewDetails": ["post"],
  "/v1/appStoreReviewDetails/{id}": ["get", "patch"],
  "/v1/appStoreVersions/{id}/appStoreVersionPhasedRelease": ["get"],
  "/v1/appStoreVersions/{id}/relationships/appStoreVersionPhasedRelease": ["get"],
  "/v1/appStoreVersionPhasedReleases": ["post"],
  "/v1/appStoreVersionPhasedReleases/{id}": ["patch", "delete"],
  "/v1/reviewSubmissions": ["get", "post"],
  "/v1/reviewSubmissions/{id}": ["get", "patch"],
  "/v1/reviewSubmissions/{id}/items": ["get"],
  "/v1/reviewSubmissions/{id}/relationships/items": ["get"],
  "/v1/reviewSubmissionItems": ["post"],
  "/v1/appStoreVersionReleaseRequests": ["post"],
  // builds
  "/v1/builds": ["get"],
  "/v1/builds/{id}": ["get"],
  "/v1/builds/{id}/app": ["get"],
  "/v1/builds/{id}/relationships/app": ["get"],
  "/v1/builds/{id}/appStoreVersion": ["get"],
  "/v1/builds/{id}/relationships/appStoreVersion": ["get"],
  "/v1/apps/{id}/builds": ["get"],
  "/v1/apps/{id}/relationships/builds": ["get"],
  // customer reviews and their responses
  "/v1/apps/{id}/customerReviews": ["get"],
  "/v1/apps/{id}/relationships/customerReviews": ["get"],
  "/v1/customerReviews/{id}": ["get"],
  "/v1/customerReviews/{id}/response": ["get"],
  "/v1/customerReviews/{id}/relationships/response": ["get"],
  "/v1/customerReviewResponses": ["post"],
  "/v1/customerReviewResponses/{id}": ["get", "delete"],
  // Apple's own summary of an app's recent reviews (per storefront and language, for apps with enough reviews)
  "/v1/apps/{id}/customerReviewSummarizations": ["get"],
  // product page optimization (experiments v2)
  "/v1/apps/{id}/appStoreVersionExperimentsV2": ["get"],
  "/v1/apps/{id}/relationships/appStoreVersionExperimentsV2": ["get"],
  "/v1/appStoreVersions/{id}/appStoreVersionExperimentsV2": ["get"],
  "/v1/appStoreVersions/{id}/relationships/appStoreVersionExperimentsV2": ["get"],
  "/v2/appStoreVersionExperiments": ["post"],
  "/v2/appStoreVersionExperiments/{id}": ["get"],
  "/v2/appStoreVersionExperiments/{id}/appStoreVersionExperimentTreatments": ["get"],
  "/v2/appStoreVersionExperiments/{id}/relationships/appStoreVersionExperimentTreatments": ["get"],
  "/v1/appStoreVersionExperimentTreatments": ["post"],
  "/v1/appStoreVersionExperimentTreatments/{id}": ["get"],
  // reports
  "/v1/salesReports": ["get"],
  "/v1/apps/{id}/analyticsReportRequests": ["get"],
  "/v1/apps/{id}/relationships/analyticsReportRequests": ["get"],
  "/v1/analyticsReportRequests": ["post"],
  "/v1/analyticsReportRequests/{id}": ["get"],
  // webhooks: App Store Connect tells a URL of ours when a version's or a build's state changes
  "/v1/webhooks": ["post"],
  "/v1/webhooks/{id}": ["get", "patch", "delete"],
  "/v1/apps/{id}/webhooks": ["get"],
  "/v1/apps/{id}/relationships/webhooks": ["get"],
};
