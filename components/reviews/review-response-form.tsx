"use client";

import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { TextAreaField } from "@/components/ui/field";
import { ProblemAlert } from "@/components/ui/problem-alert";
import * as portfolio from "@/lib/portfolio/operations";
import * as proposals from "@/lib/proposals/operations";
import * as reviews from "@/lib/reviews/operations";
import { ApiProblem } from "@/client/api-fetch";
import type { Review } from "@/client/api-types";
import { characterCount, REVIEW_RESPONSE_LIMIT } from "@/client/labels";
import { operationKey } from "@/client/operation-keys";
import { isProposal, proposedMessage } from "@/client/proposal-text";
import { useOperationForm } from "@/client/use-operation-form";

/** A response changed (sent or deleted): the reviews, their figures and the app's summary read it again. */
export function refreshAfterResponse(queryClient: QueryClient, appId: string) {
  const params = { appId };
  void queryClient.invalidateQueries({ queryKey: operationKey(reviews.listReviews, { params }) });
  void queryClient.invalidateQueries({ queryKey: operationKey(reviews.summarizeReviews, { params }) });
  void queryClient.invalidateQueries({ queryKey: operationKey(portfolio.getAppSummary, { params }) });
}

/** Writes (or replaces) the public response under a review; it goes to App Store Connect first. */
export function ReviewResponseForm({
  appId,
  review,
  onDone,
  proposes = false,
}: {
  appId: string;
  review: Review;
  onDone: () => void;
  /** The member's role proposes replies but does not publish them: the response waits for approval. */
  proposes?: boolean;
}) {
  const queryClient = useQueryClient();
  // The response as the form opened it: a reply over someone else's since is refused.
  const [opened] = useState(review.responseEtag);
  const form = useOperationForm(reviews.respondToReview, {
    params: { appId, reviewId: review.id },
    ifMatch: opened,
    defaultValues: { responseBody: review.response?.body ?? "" },
    keepValues: true,
    onSuccess: (result) => {
      if (isProposal(result)) {
        toast.success(proposedMessage(result));
        void queryClient.invalidateQueries({ queryKey: operationKey(proposals.listProposals, { params: { appId } }) });
      } else toast.success("Response sent. Apple publishes it after a short review.");
      refreshAfterResponse(queryClient, appId);
      onDone();
    },
  });
  const problem = form.problem;
  // Warnings only can be sent anyway; a hard finding (the app's forbidden words) must be changed.
  const warned =
    problem instanceof ApiProblem && problem.code === "precheck_failed" && !problem.errors.some((error) => error.severity === "hard");
  const body = form.values.responseBody;
  return (
    <form onSubmit={form.onSubmit} className="mt-3 flex flex-col gap-3" aria-label="Your response" noValidate>
      <TextAreaField
        label="Your response"
        {...form.text("responseBody")}
        limit={REVIEW_RESPONSE_LIMIT}
        hint="Shown publicly under the review once Apple publishes it. Press Escape to cancel."
      />
      <ProblemAlert error={problem} fields={form.fieldNames} />
      <div className="flex gap-2">
        <Button type="submit" size="sm" pending={form.pending} disabled={!body.trim() || characterCount(body) > REVIEW_RESPONSE_LIMIT}>
          {proposes ? "Send for approval" : review.response ? "Replace response" : "Publish response"}
        </Button>
        {warned && !form.pending && (
          <Button variant="secondary" size="sm" onClick={() => form.submit({ acknowledgeWarnings: true })}>
            Send anyway
          </Button>
        )}
        <Button variant="ghost" size="sm" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
