"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { Badge } from "@/components/ui/status-badge";
import { Time } from "@/components/ui/time";
import { apiFetch, seg } from "@/lib/ui/api-fetch";
import type { Review } from "@/lib/ui/api-types";
import { keys } from "@/lib/ui/queries";

import { ReviewResponseForm } from "./review-response-form";

export function Stars({ rating }: { rating: number }) {
  return (
    <span className="text-amber-500" aria-label={`${rating} out of 5 stars`}>
      {"★".repeat(rating)}
      <span className="text-zinc-300 dark:text-zinc-700">{"★".repeat(5 - rating)}</span>
    </span>
  );
}

export function ReviewItem({ appId, review }: { appId: string; review: Review }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const remove = useMutation({
    mutationFn: () => apiFetch<void>(`/api/apps/${seg(appId)}/reviews/${seg(review.id)}/response`, { method: "DELETE" }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: keys.reviews(appId) }),
  });
  return (
    <li className="px-4 py-4" data-testid="review">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Stars rating={review.rating} />
        {review.title && <span className="font-medium">{review.title}</span>}
      </div>
      {review.body && <p className="mt-1 text-sm whitespace-pre-line text-zinc-700 dark:text-zinc-300">{review.body}</p>}
      <p className="mt-1 text-xs text-zinc-500">
        {review.reviewerNickname ?? "Anonymous"} · {review.territory} · <Time value={review.createdAt} />
      </p>
      {review.response && !editing && (
        <div className="mt-3 rounded-md border-l-4 border-zinc-300 bg-zinc-50 p-3 text-sm dark:border-zinc-700 dark:bg-zinc-800/50">
          <div className="mb-1 flex items-center gap-2 text-xs text-zinc-500">
            Your response{" "}
            <Badge tone={review.response.state === "PUBLISHED" ? "success" : "warning"}>
              {review.response.state === "PUBLISHED" ? "Published" : "Pending publication"}
            </Badge>
          </div>
          <p className="whitespace-pre-line">{review.response.body}</p>
        </div>
      )}
      {editing ? (
        <ReviewResponseForm appId={appId} review={review} onDone={() => setEditing(false)} />
      ) : (
        <div className="mt-2 flex gap-2">
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            {review.response ? "Edit response" : "Respond"}
          </Button>
          {review.response && (
            <Button variant="ghost" size="sm" onClick={() => remove.mutate()} pending={remove.isPending}>
              Delete response
            </Button>
          )}
        </div>
      )}
      <ProblemAlert error={remove.error} className="mt-2" />
    </li>
  );
}
