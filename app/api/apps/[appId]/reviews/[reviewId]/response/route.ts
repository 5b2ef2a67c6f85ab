import { handle } from "@/lib/api/handler";
import { accepted, created, noContent } from "@/lib/http/reply";
import { proposeUnlessPublisher } from "@/lib/proposals/propose-change";
import { deleteReviewResponse } from "@/lib/reviews/delete-review-response";
import { reviewResponseNow } from "@/lib/reviews/find-review";
import * as reviews from "@/lib/reviews/operations";
import { respondToReview } from "@/lib/reviews/respond-to-review";
import { toReviewView } from "@/lib/reviews/views";

// POST /api/apps/{appId}/reviews/{reviewId}/response – write (or replace) the response, in the store and here
// (a member whose role only proposes it gets 202 with a proposal; If-Match holds it to the response as read)
export const POST = handle(
  reviews.respondToReview,
  async ({ user, params, body }) => {
    const proposal = await proposeUnlessPublisher(user.id, { kind: "review_response", ...params, ...body });
    if (proposal) return accepted(proposal, { Location: `/api/apps/${params.appId}/proposals` });
    const options = { acknowledgeWarnings: body.acknowledgeWarnings };
    return created(toReviewView(await respondToReview(user.id, params.appId, params.reviewId, body.responseBody, undefined, options)));
  },
  { current: ({ user, params }) => reviewResponseNow(user.id, params.appId, params.reviewId) },
);

// DELETE /api/apps/{appId}/reviews/{reviewId}/response – delete the response, in the store and here (If-Match as above)
export const DELETE = handle(
  reviews.deleteReviewResponse,
  async ({ user, params }) => {
    await deleteReviewResponse(user.id, params.appId, params.reviewId);
    return noContent();
  },
  { current: ({ user, params }) => reviewResponseNow(user.id, params.appId, params.reviewId) },
);

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
