import { appParams } from "@/lib/apps/schemas";
import { STORE_WRITE_ERRORS } from "@/lib/apps/store-errors";
import { defineOperation, locationHeader } from "@/lib/http/operation";
import { proposal } from "@/lib/revisions/schemas";
import { pageSchema } from "@/lib/http/pagination";

import { listReviewsQuery, respondToReviewInput, review, reviewParams, reviewSummary, reviewSummaryQuery, TREND_MONTHS } from "./schemas";

const reviews: ["Reviews"] = ["Reviews"];

export const listReviews = defineOperation({
  operationId: "listReviews",
  method: "get",
  path: "/apps/{appId}/reviews",
  summary: "The app's customer reviews, newest first",
  description: "Reviews as of the app's last sync, by the store's date (newest first), with filters. Filters combine with AND.",
  tags: reviews,
  access: "user",
  params: appParams,
  query: listReviewsQuery,
  errors: ["not_found"],
  responses: { 200: { description: "A page of reviews", schema: pageSchema(review) } },
});

export const summarizeReviews = defineOperation({
  operationId: "summarizeReviews",
  method: "get",
  path: "/apps/{appId}/reviews/summary",
  summary: "Figures of the app's reviews: count, average, stars histogram, answered, storefronts, monthly trend, Apple's summaries",
  description:
    `As of the app's last sync, over the reviews matching the same filters as the list (without paging), so a filtered list can show its count. ` +
    `The trend covers the last ${TREND_MONTHS} UTC months, this one included. ` +
    "`appleSummaries` are Apple's own summaries of the recent reviews where Apple writes them (apps with enough reviews), as of the app's last daily full review pass.",
  tags: reviews,
  access: "user",
  params: appParams,
  query: reviewSummaryQuery,
  errors: ["not_found"],
  responses: { 200: { description: "The figures", schema: reviewSummary } },
});

export const respondToReview = defineOperation({
  operationId: "respondToReview",
  method: "post",
  path: "/apps/{appId}/reviews/{reviewId}/response",
  summary: "Respond to a review (replaces an existing response)",
  description:
    "Writes the response to App Store Connect, which replaces any earlier one, then stores it with the review. Apple publishes it after moderation (`state` is `PENDING_PUBLISH` until then). Nothing is stored when the store refuses. " +
    "The reply goes through the content precheck first (links to other sites than the app's own, phone numbers, email addresses, prices and discounts, promised dates, offensive words, the app's word lists, …): `422 precheck_failed` with each finding in `errors` (`rule`, `severity`), unless `acknowledgeWarnings` is true; `hard` findings are never sent.",
  tags: reviews,
  access: "user",
  ifMatch: true,
  idempotent: true,
  params: reviewParams,
  body: respondToReviewInput,
  errors: ["not_found", "precheck_failed", ...STORE_WRITE_ERRORS],
  responses: {
    201: { description: "The review with its response", schema: review },
    202: {
      description: "Proposed: the caller's role proposes this change but does not publish it; it waits in the app's approval queue",
      schema: proposal,
      headers: locationHeader("The app's approval queue, where the proposal waits (`GET /apps/{appId}/proposals`)."),
    },
  },
});

export const deleteReviewResponse = defineOperation({
  operationId: "deleteReviewResponse",
  method: "delete",
  path: "/apps/{appId}/reviews/{reviewId}/response",
  summary: "Delete the response to a review",
  description: "Deletes the response in App Store Connect, then here. `404 not_found` when the review has no response.",
  tags: reviews,
  access: "user",
  ifMatch: true,
  params: reviewParams,
  errors: ["not_found", ...STORE_WRITE_ERRORS],
  responses: { 204: { description: "Deleted" } },
});
