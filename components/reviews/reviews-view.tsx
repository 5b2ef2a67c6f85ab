"use client";

import { Button } from "@/components/ui/button";
import { LoadMore } from "@/components/ui/load-more";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { EmptyState, Loading } from "@/components/ui/states";
import { Time } from "@/components/ui/time";
import * as reviews from "@/lib/reviews/operations";
import { plural } from "@/client/format";
import { useReviewSummary } from "@/client/queries";
import { useLoadMore } from "@/client/use-load-more";
import { useUrlFilters } from "@/client/use-url-filters";

import { AppleReviewSummary } from "./apple-review-summary";
import { REVIEW_FILTERS, ReviewFilters } from "./review-filters";
import { ReviewItem } from "./review-item";
import { ReviewsSummary } from "./reviews-summary";

/** /apps/{appId}/reviews(?rating=&responded=&territory=&search=&seenSince=): the summary, Apple's summary, the filters (in the URL), the count, the reviews. */
export function ReviewsView({ appId }: { appId: string }) {
  const [filters, setFilters] = useUrlFilters(REVIEW_FILTERS);
  const active = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ""));
  const filtered = Object.keys(active).length > 0;
  const overall = useReviewSummary(appId);
  const matching = useReviewSummary(appId, active);
  const list = useLoadMore(reviews.listReviews, { params: { appId }, query: active });
  return (
    <>
      {overall.data && <ReviewsSummary summary={overall.data} />}
      {overall.data && <AppleReviewSummary summaries={overall.data.appleSummaries} />}
      <ReviewFilters value={filters} onChange={setFilters} territories={overall.data?.territories ?? []} />
      {filters.seenSince && (
        <p className="mb-3 flex flex-wrap items-center gap-2 text-sm" data-testid="new-reviews-notice">
          <span>
            Showing the reviews new since <Time value={filters.seenSince} />.
          </span>
          <Button size="sm" variant="ghost" onClick={() => setFilters({ ...filters, seenSince: "" })}>
            Show all reviews
          </Button>
        </p>
      )}
      <p className="mb-3 text-sm text-zinc-600 dark:text-zinc-400" role="status" data-testid="review-count">
        {matching.data
          ? filtered
            ? `${plural(matching.data.count, "review")} match these filters`
            : `${plural(matching.data.count, "review")}, newest first`
          : ""}
      </p>
      <ProblemAlert error={list.error ?? overall.error} className="mb-4" />
      {list.isPending ? (
        <Loading label="Loading reviews…" />
      ) : list.items.length === 0 ? (
        !list.error && <EmptyState title="No reviews">{filtered ? "None match these filters." : "Reviews appear after a sync."}</EmptyState>
      ) : (
        <ul
          className="divide-y divide-zinc-100 rounded-lg border border-zinc-200 bg-white dark:divide-zinc-800 dark:border-zinc-800 dark:bg-zinc-900"
          aria-label="Reviews"
        >
          {list.items.map((review) => (
            <ReviewItem key={review.id} appId={appId} review={review} />
          ))}
        </ul>
      )}
      <LoadMore
        hasNextPage={list.hasNextPage}
        isFetchingNextPage={list.isFetchingNextPage}
        loadMore={list.loadMore}
        label="Load more reviews"
      />
    </>
  );
}
