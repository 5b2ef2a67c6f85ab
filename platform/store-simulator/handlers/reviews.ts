// Customer reviews, the publisher's responses to them, and Apple's summaries of them.

import { applyFilters, applySort, findOrThrow, findRelatedOrThrow, ok, type Handler } from "../handler-context";
import { collectionDocument, singleDocument } from "../json-api";
import { AscHttpError, ascErrors } from "../asc-errors";
import type { SimReview } from "../state";

// Paging through a large app's reviews filtered and sorted the same 50,000 rows for every page:
// the last answer is kept while the reviews array is the same one with the same length (rows are
// pushed, or filtered into a new array; never replaced in place) and the query asks the same.
const lastListing = new WeakMap<object, { length: number; key: string; rows: SimReview[] }>();

export const listCustomerReviews: Handler = (ctx) => {
  const app = findOrThrow(ctx.state.apps, ctx.id, "apps");
  // Newest first unless the caller sorts: what a publisher reading reviews wants.
  const sort = ctx.query.sort.length > 0 ? ctx.query.sort : ["-createdDate"];
  const published = ctx.query.exists.get("publishedResponse");
  const key = JSON.stringify([app.id, sort, [...ctx.query.filters]]);
  const cached = lastListing.get(ctx.state.reviews);
  if (published === undefined && cached?.length === ctx.state.reviews.length && cached.key === key) {
    return ok(collectionDocument(ctx, "customerReviews", cached.rows));
  }
  let rows = ctx.state.reviews.filter((r) => r.appId === app.id);
  rows = applyFilters(rows, ctx, { rating: (r) => r.rating, territory: (r) => r.territory, reviewTerritory: (r) => r.territory });
  if (published !== undefined) {
    const answered = new Set(ctx.state.reviewResponses.filter((x) => x.state === "PUBLISHED").map((x) => x.reviewId));
    rows = rows.filter((r) => answered.has(r.id) === published);
  }
  rows = applySort(rows, sort, { rating: (r) => r.rating, createdDate: (r) => r.createdDate });
  if (published === undefined) lastListing.set(ctx.state.reviews, { length: ctx.state.reviews.length, key, rows });
  return ok(collectionDocument(ctx, "customerReviews", rows));
};

export const getCustomerReviewResponse: Handler = (ctx) => {
  const review = findOrThrow(ctx.state.reviews, ctx.id, "customerReviews");
  const response = ctx.state.reviewResponses.find((x) => x.reviewId === review.id);
  if (!response) throw new AscHttpError(ascErrors.notFound("customerReviewResponses", `review ${review.id}`));
  return ok(singleDocument(ctx, "customerReviewResponses", response));
};

/** ASC: "Create a response or replace an existing response you wrote to a customer review." */
export const createCustomerReviewResponse: Handler = (ctx) => {
  const { data } = ctx.body as { data: { attributes: { responseBody: string }; relationships: { review: { data: { id: string } } } } };
  const review = findRelatedOrThrow(ctx.state.reviews, data.relationships.review.data.id, "/data/relationships/review", "customerReviews");
  ctx.state.reviewResponses = ctx.state.reviewResponses.filter((x) => x.reviewId !== review.id);
  const row = {
    id: ctx.newId(),
    reviewId: review.id,
    responseBody: data.attributes.responseBody,
    lastModifiedDate: new Date(ctx.now).toISOString(),
    // ASC publishes responses after a short moderation delay.
    state: "PENDING_PUBLISH" as const,
  };
  ctx.state.reviewResponses.push(row);
  ctx.changed();
  return ok(singleDocument(ctx, "customerReviewResponses", row), 201);
};

export const deleteCustomerReviewResponse: Handler = (ctx) => {
  const row = findOrThrow(ctx.state.reviewResponses, ctx.id, "customerReviewResponses");
  ctx.state.reviewResponses = ctx.state.reviewResponses.filter((x) => x.id !== row.id);
  ctx.changed();
  return { status: 204 };
};

/**
 * Apple's summaries of the app's recent reviews: `filter[platform]` is required (the description
 * says so, and the query check enforces it), `filter[territory]` takes storefront codes. An app
 * Apple has too few reviews of has none: an empty list, as for any collection.
 */
export const listCustomerReviewSummarizations: Handler = (ctx) => {
  const app = findOrThrow(ctx.state.apps, ctx.id, "apps");
  const rows = applyFilters(
    ctx.state.reviewSummaries.filter((summary) => summary.appId === app.id),
    ctx,
    { platform: (summary) => summary.platform, territory: (summary) => summary.territory },
  );
  return ok(collectionDocument(ctx, "customerReviewSummarizations", rows));
};
