import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";
import { summarizeReviews as summarizeReviewsOperation } from "@/lib/reviews/operations";
import { summarizeReviews } from "@/lib/reviews/summarize-reviews";

// GET /api/apps/{appId}/reviews/summary – count, average, stars histogram, answered, storefronts and monthly trend of the matching reviews
export const GET = handle(summarizeReviewsOperation, async ({ user, params, query }) =>
  ok(await summarizeReviews(user.id, params.appId, query)),
);
