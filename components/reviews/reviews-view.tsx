"use client";

import { useState } from "react";

import { LoadMore } from "@/components/ui/load-more";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { EmptyState, Loading } from "@/components/ui/states";
import { seg } from "@/lib/ui/api-fetch";
import type { Review } from "@/lib/ui/api-types";
import { keys } from "@/lib/ui/queries";
import { useLoadMore } from "@/lib/ui/use-load-more";

import { ReviewFilters, NO_FILTERS, type ReviewFilterValues } from "./review-filters";
import { ReviewItem } from "./review-item";

export function ReviewsView({ appId }: { appId: string }) {
  const [filters, setFilters] = useState<ReviewFilterValues>(NO_FILTERS);
  const reviews = useLoadMore<Review>({ queryKey: keys.reviews(appId), path: `/api/apps/${seg(appId)}/reviews`, query: { ...filters } });
  return (
    <>
      <ReviewFilters value={filters} onChange={setFilters} />
      <ProblemAlert error={reviews.error} className="mb-4" />
      {reviews.isPending ? (
        <Loading label="Loading reviews…" />
      ) : reviews.items.length === 0 ? (
        !reviews.error && (
          <EmptyState title="No reviews">
            {filters === NO_FILTERS ? "Reviews appear after a sync." : "None match these filters."}
          </EmptyState>
        )
      ) : (
        <ul className="divide-y divide-zinc-100 rounded-lg border border-zinc-200 bg-white dark:divide-zinc-800 dark:border-zinc-800 dark:bg-zinc-900">
          {reviews.items.map((review) => (
            <ReviewItem key={review.id} appId={appId} review={review} />
          ))}
        </ul>
      )}
      <LoadMore
        hasNextPage={reviews.hasNextPage}
        isFetchingNextPage={reviews.isFetchingNextPage}
        loadMore={reviews.loadMore}
        label="Load more reviews"
      />
    </>
  );
}
