import { z } from "zod";

import { paginationQuery } from "@/lib/http/pagination";
import { timestamp } from "@/lib/http/schemas";
import { STORE_TEXT_LIMITS } from "@/lib/text/store-text";

/** ASC's limit for a response to a customer review. */
export const MAX_RESPONSE_LENGTH = STORE_TEXT_LIMITS.reviewResponse;

const stars = z.coerce.number().int().min(1).max(5);

/** The filters of the reviews list, also accepted by its summary. */
const reviewFilters = {
  rating: stars.optional().describe("Only reviews with exactly this many stars (1..5)."),
  minRating: stars.optional().describe("Only reviews with at least this many stars."),
  maxRating: stars.optional().describe("Only reviews with at most this many stars."),
  territory: z
    .string()
    .regex(/^[A-Z]{3}$/, "Three capital letters: an ISO 3166-1 alpha-3 code as App Store Connect uses, e.g. USA")
    .optional()
    .describe("Only reviews from this storefront (ISO 3166-1 alpha-3, e.g. `USA`, `GBR`)."),
  responded: z
    .enum(["true", "false"])
    .transform((value) => value === "true")
    .optional()
    .describe("`true`: only reviews with a response; `false`: only those without."),
  search: z.string().trim().min(1).max(200).optional().describe("Case-insensitive text in the title or the body."),
  seenSince: z.iso
    .datetime({ offset: true })
    .optional()
    .describe(
      "Only reviews a sync first stored at or after this instant (ISO 8601): the new ones a `new_reviews` notification links to. Not the customer's date, which App Store Connect may deliver late.",
    ),
};

function ratingRange(query: { minRating?: number; maxRating?: number }, context: z.RefinementCtx) {
  if (query.minRating !== undefined && query.maxRating !== undefined && query.minRating > query.maxRating) {
    context.addIssue({ code: "custom", path: ["minRating"], message: "Must not exceed maxRating" });
  }
}

export const listReviewsQuery = paginationQuery.extend(reviewFilters).superRefine(ratingRange);

export const reviewSummaryQuery = z.strictObject(reviewFilters).superRefine(ratingRange);

export type ReviewFilters = z.output<typeof reviewSummaryQuery>;

export const reviewParams = z.strictObject({ appId: z.string().min(1).max(64), reviewId: z.string().min(1).max(64) });

export const respondToReviewInput = z.strictObject({
  responseBody: z
    .string()
    .min(1)
    .max(MAX_RESPONSE_LENGTH)
    // Empty is min(1)'s error; this one is for whitespace only.
    .refine((value) => value.length === 0 || value.trim().length > 0, "Must not be blank")
    .describe(`The reply shown under the review, 1..${MAX_RESPONSE_LENGTH} characters (App Store Connect's limit).`),
  acknowledgeWarnings: z
    .boolean()
    .optional()
    .describe(
      "Send even though the content precheck warned (a link to another site, a phone number or email address, a price, a promised date, an offensive word, …). Without it such a reply is refused with `422 precheck_failed`, each finding in `errors` with its `rule` and `severity`; `hard` findings (the app's forbidden words) are never sent.",
    ),
});

export const reviewResponse = z
  .object({
    body: z.string(),
    state: z.string().describe("`PENDING_PUBLISH` until Apple publishes it, then `PUBLISHED`."),
    updatedAt: timestamp.nullable(),
  })
  .meta({ id: "ReviewResponse" });

export const review = z
  .object({
    id: z.string(),
    storeId: z.string().describe("The review's id in App Store Connect."),
    rating: z.number().int().min(1).max(5),
    title: z.string().nullable(),
    body: z.string().nullable(),
    reviewerNickname: z.string().nullable(),
    territory: z.string().describe("Storefront, ISO 3166-1 alpha-3 (e.g. `USA`)."),
    createdAt: timestamp.describe("When the customer wrote it (the store's date)."),
    response: reviewResponse.nullable().describe("The publisher's response, or null."),
    responseEtag: z
      .string()
      .describe("The response's ETag (also when there is none yet): send it in If-Match when replying or deleting the reply."),
  })
  .meta({ id: "Review" });

/** Months of the rating trend: this one and the eleven before it. */
export const TREND_MONTHS = 12;

const average = z.number().min(1).max(5).nullable().describe("Mean star rating, rounded to two decimals; null without reviews.");

export const appleReviewSummary = z
  .object({
    territory: z
      .string()
      .nullable()
      .describe("The storefront whose reviews it summarises, ISO 3166-1 alpha-3 (e.g. `USA`); null when Apple names none."),
    locale: z.string().nullable().describe("The language Apple wrote it in (e.g. `en-US`)."),
    text: z.string().describe("Apple's words, as App Store Connect gives them: text from the store, not the service's."),
    createdAt: timestamp.nullable().describe("When Apple wrote it."),
  })
  .meta({ id: "AppleReviewSummary" });

export const reviewSummary = z
  .object({
    count: z.number().int().min(0).describe("Reviews matching the filters."),
    average,
    histogram: z
      .array(z.object({ rating: z.number().int().min(1).max(5), count: z.number().int().min(0) }))
      .length(5)
      .describe("Reviews per star rating, 5 stars first; every rating is listed, with 0 when none."),
    responded: z.number().int().min(0).describe("Of them, those with a response."),
    unanswered: z.number().int().min(0).describe("Of them, those without a response."),
    territories: z
      .array(z.object({ territory: z.string().describe("ISO 3166-1 alpha-3, e.g. `USA`."), count: z.number().int().min(1) }))
      .describe("Storefronts the matching reviews come from, most reviews first."),
    trend: z
      .array(
        z.object({
          month: z
            .string()
            .regex(/^\d{4}-\d{2}$/)
            .describe("UTC month, `YYYY-MM`."),
          count: z.number().int().min(0),
          average,
        }),
      )
      .length(TREND_MONTHS)
      .describe(
        `Reviews and their mean rating per month, over the last ${TREND_MONTHS} UTC months including this one, oldest first; months without reviews have count 0.`,
      ),
    appleSummaries: z
      .array(appleReviewSummary)
      .describe(
        "Apple's own summaries of the app's recent reviews, one per storefront and language Apple writes one for (App Store Connect's `customerReviewSummarizations`, read once a day), the storefront with the most matching reviews first. Only the `territory` filter applies to them. Empty when Apple has none: it writes them only for apps with enough reviews.",
      ),
  })
  .meta({ id: "ReviewSummary" });
