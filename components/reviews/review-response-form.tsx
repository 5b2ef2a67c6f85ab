"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";

import { Button } from "@/components/ui/button";
import { TextAreaField } from "@/components/ui/field";
import { fieldErrors, ProblemAlert } from "@/components/ui/problem-alert";
import { apiFetch, seg } from "@/lib/ui/api-fetch";
import type { Review } from "@/lib/ui/api-types";
import { characterCount, REVIEW_RESPONSE_LIMIT } from "@/lib/ui/labels";
import { keys } from "@/lib/ui/queries";

/** Writes (or replaces) the public response under a review; it goes to App Store Connect first. */
export function ReviewResponseForm({ appId, review, onDone }: { appId: string; review: Review; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [body, setBody] = useState(review.response?.body ?? "");
  const respond = useMutation({
    mutationFn: () =>
      apiFetch<Review>(`/api/apps/${seg(appId)}/reviews/${seg(review.id)}/response`, { method: "POST", body: { responseBody: body } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: keys.reviews(appId) });
      onDone();
    },
  });
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    respond.mutate();
  }
  return (
    <form onSubmit={onSubmit} className="mt-3 flex flex-col gap-3">
      <TextAreaField
        label="Your response"
        value={body}
        onChange={(event) => setBody(event.target.value)}
        limit={REVIEW_RESPONSE_LIMIT}
        errors={fieldErrors(respond.error, "responseBody")}
        hint="Shown publicly under the review once Apple publishes it."
      />
      <ProblemAlert error={respond.error} />
      <div className="flex gap-2">
        <Button type="submit" size="sm" pending={respond.isPending} disabled={!body.trim() || characterCount(body) > REVIEW_RESPONSE_LIMIT}>
          Publish response
        </Button>
        <Button variant="ghost" size="sm" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
