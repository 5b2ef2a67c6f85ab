import "server-only";

import type { Tx } from "@/lib/db/client";

import { recordEvent } from "./events";
import type { Mutation } from "./mutations";
import type { AgentContext, ObservedReview } from "./observe";
import { reviewTopic } from "./review-topic";

/**
 * Reviews the agent leaves to a person: abusive ones (insults, profanity). A reply to such a
 * review is a judgement call a publisher makes, not a template, so no brain's draft is proposed;
 * the event log says so once per review.
 */

export interface HeldReview {
  reviewId: string;
  rating: number;
  title: string | null;
  territory: string;
  why: "abusive";
}

const isHeld = (review: ObservedReview) => reviewTopic(review) === "abuse";

/** The reviews of the queue that wait for a person. */
export const heldReviews = (context: AgentContext): HeldReview[] =>
  context.unansweredReviews
    .filter(isHeld)
    .map((review) => ({ reviewId: review.id, rating: review.rating, title: review.title, territory: review.territory, why: "abusive" }));

/** Whether a candidate replies to a review that waits for a person (whatever brain drafted it). */
export function repliesToHeldReview(mutation: Mutation, context: AgentContext): boolean {
  if (mutation.type !== "reply_to_review") return false;
  const review = context.unansweredReviews.find((candidate) => candidate.id === mutation.reviewId);
  return review !== undefined && isHeld(review);
}

/** A `review_held` event for each held review the log does not name yet. */
export async function recordHeldReviews(tx: Tx, agentId: string, held: readonly HeldReview[]): Promise<void> {
  if (held.length === 0) return;
  const logged = await tx.agentEvent.findMany({ where: { agentId, kind: "review_held" }, select: { data: true } });
  const known = new Set(logged.map((event) => (event.data as { reviewId?: string } | null)?.reviewId));
  for (const review of held) {
    if (known.has(review.reviewId)) continue;
    await recordEvent(tx, agentId, "review_held", {
      ...review,
      message: "This review is abusive: the agent drafts no reply to it. Answer it yourself if you want to.",
    });
  }
}
