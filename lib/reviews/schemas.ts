import { z } from "zod";

import { paginationQuery } from "@/lib/http/pagination";
import { timestamp } from "@/lib/http/schemas";

/** ASC's limit for a response to a customer review. */
export const MAX_RESPONSE_LENGTH = 5970;

const stars = z.coerce.number().int().min(1).max(5);

export const listReviewsQuery = paginationQuery
  .extend({
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
  })
  .superRefine((query, context) => {
    if (query.minRating !== undefined && query.maxRating !== undefined && query.minRating > query.maxRating) {
      context.addIssue({ code: "custom", path: ["minRating"], message: "Must not exceed maxRating" });
    }
  });

export const reviewParams = z.strictObject({ appId: z.string().min(1).max(64), reviewId: z.string().min(1).max(64) });

export const respondToReviewInput = z.strictObject({
  responseBody: z
    .string()
    .min(1)
    .max(MAX_RESPONSE_LENGTH)
    // Empty is min(1)'s error; this one is for whitespace only.
    .refine((value) => value.length === 0 || value.trim().length > 0, "Must not be blank")
    .describe(`The reply shown under the review, 1..${MAX_RESPONSE_LENGTH} characters (App Store Connect's limit).`),
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
  })
  .meta({ id: "Review" });
