import { avoidedBy } from "./learn-from-rejection";
import type { AgentContext, ObservedReview } from "./observe";
import { heldReason } from "./review-topic";

/** How many of the queue's reviews a model sees in one tick. */
const MODEL_REVIEWS = 20;

/**
 * The first reviews of the reply queue a reply may still go to: none an owner's standing rule
 * covers (this review, this rating, all replies), none left to a person (instructions to an AI,
 * spam, abuse: a model never reads them). The rules
 * brain drafts the whole queue; a model's prompt gets this head of it, which moves on as replies
 * are published or ruled out.
 */
export function replyQueueHead(context: AgentContext, count = MODEL_REVIEWS): ObservedReview[] {
  const open = context.unansweredReviews.filter((review) => !replyRuledOut(review, context) && heldReason(review) === null);
  return open.slice(0, count);
}

/** Whether an owner's standing rule covers any reply to this review (this review, this rating, all replies). */
export function replyRuledOut(review: ObservedReview, context: Pick<AgentContext, "memories">): boolean {
  const probe = {
    type: "reply_to_review",
    reviewId: review.id,
    rating: review.rating,
    reviewTitle: review.title,
    before: null,
    after: "-",
  } as const;
  return avoidedBy(probe, context.memories, [review]).length > 0;
}
