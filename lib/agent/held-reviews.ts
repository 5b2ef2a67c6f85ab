import "server-only";

import type { Tx } from "@/lib/db/client";

import { recordEvent } from "./events";
import type { Mutation } from "./mutations";
import type { AgentContext, ObservedReview } from "./observe";
import { HELD_REASON_WORDS, type HeldReason } from "./event-kinds";
import { heldReason } from "./review-topic";

/**
 * Reviews the agent leaves to a person: ones that read like instructions to an AI (a prompt
 * injection), spam, and abusive ones (insults, profanity), in any language it replies in. Answering
 * an injection is doing what it asks, answering spam advertises it, and a reply to abuse is a
 * judgement call a publisher makes, not a template; so no brain's draft is proposed, and the event
 * log says so, with the reason, once per review.
 */

export interface HeldReview {
  reviewId: string;
  rating: number;
  title: string | null;
  territory: string;
  why: HeldReason;
}

/** The reviews of the queue that wait for a person, with the reason. */
export const heldReviews = (context: AgentContext): HeldReview[] =>
  context.unansweredReviews.flatMap((review) => {
    const why = heldReason(review);
    return why ? [{ reviewId: review.id, rating: review.rating, title: review.title, territory: review.territory, why }] : [];
  });

/** Why a candidate's review waits for a person (whatever brain drafted the reply), or null. */
export function heldReviewOf(mutation: Mutation, context: AgentContext): HeldReason | null {
  if (mutation.type !== "reply_to_review") return null;
  const review: ObservedReview | undefined = context.unansweredReviews.find((candidate) => candidate.id === mutation.reviewId);
  return review ? heldReason(review) : null;
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
      message: `This review ${HELD_REASON_WORDS[review.why]}: the agent drafts no reply to it. Answer it yourself if you want to.`,
    });
  }
}
