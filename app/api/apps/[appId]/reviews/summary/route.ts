import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";
import * as reviews from "@/lib/reviews/operations";
import { summarizeReviews } from "@/lib/reviews/summarize-reviews";

// GET /api/apps/{appId}/reviews/summary – count, average, stars histogram, answered, storefronts and monthly trend of the matching reviews
export const GET = handle(reviews.summarizeReviews, async ({ user, params, query }) =>
  ok(await summarizeReviews(user.id, params.appId, query)),
);

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
