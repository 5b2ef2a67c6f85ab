"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { TextAreaField } from "@/components/ui/field";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { ApiProblem, apiFetch, seg } from "@/lib/ui/api-fetch";
import type { Review } from "@/lib/ui/api-types";
import { characterCount, REVIEW_RESPONSE_LIMIT } from "@/lib/ui/labels";
import { keys } from "@/lib/ui/queries";
import { useFieldErrors } from "@/lib/ui/use-field-errors";

/** Writes (or replaces) the public response under a review; it goes to App Store Connect first. */
export function ReviewResponseForm({ appId, review, onDone }: { appId: string; review: Review; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [body, setBody] = useState(review.response?.body ?? "");
  const respond = useMutation({
    /** `acknowledgeWarnings`: the person saw the precheck's warnings and sends anyway. */
    mutationFn: (acknowledgeWarnings: boolean) =>
      apiFetch<Review>(`/api/apps/${seg(appId)}/reviews/${seg(review.id)}/response`, {
        method: "POST",
        body: { responseBody: body, ...(acknowledgeWarnings ? { acknowledgeWarnings: true } : {}) },
      }),
    onSuccess: () => {
      toast.success("Response sent. Apple publishes it after a short review.");
      void queryClient.invalidateQueries({ queryKey: keys.reviews(appId) });
      void queryClient.invalidateQueries({ queryKey: keys.reviewSummary(appId) });
      void queryClient.invalidateQueries({ queryKey: keys.appSummary(appId) });
      onDone();
    },
  });
  const fields = useFieldErrors(respond.error);
  // Warnings only can be sent anyway; a hard finding (the app's forbidden words) must be changed.
  const warned =
    respond.error instanceof ApiProblem &&
    respond.error.code === "precheck_failed" &&
    !respond.error.errors.some((error) => error.severity === "hard");
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    respond.mutate(false);
  }
  return (
    <form onSubmit={onSubmit} className="mt-3 flex flex-col gap-3" aria-label="Your response">
      <TextAreaField
        label="Your response"
        value={body}
        onChange={(event) => {
          fields.clear("responseBody");
          setBody(event.target.value);
        }}
        limit={REVIEW_RESPONSE_LIMIT}
        errors={fields.errors("responseBody")}
        hint="Shown publicly under the review once Apple publishes it. Press Escape to cancel."
      />
      <ProblemAlert error={respond.error} fields={["responseBody"]} />
      <div className="flex gap-2">
        <Button type="submit" size="sm" pending={respond.isPending} disabled={!body.trim() || characterCount(body) > REVIEW_RESPONSE_LIMIT}>
          {review.response ? "Replace response" : "Publish response"}
        </Button>
        {warned && !respond.isPending && (
          <Button variant="secondary" size="sm" onClick={() => respond.mutate(true)}>
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
