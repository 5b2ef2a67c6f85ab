"use client";

import Link from "next/link";

import { RatingTrendChart } from "@/components/charts/rating-trend-chart";
import { RatingHistogram } from "@/components/reviews/rating-histogram";
import { Stars } from "@/components/reviews/stars";
import { Card } from "@/components/ui/card";
import { EmptyState, QueryState } from "@/components/ui/states";
import { formatRating, plural } from "@/client/format";
import { useReviewSummary } from "@/client/queries";

/** The app's ratings: average, stars histogram and the monthly trend, from its synced reviews. */
export function RatingsCard({ appId }: { appId: string }) {
  const summary = useReviewSummary(appId);
  return (
    <Card
      title="Ratings and reviews"
      description="From the reviews synced from App Store Connect."
      actions={
        <Link href={`/apps/${appId}/reviews`} className="text-sm font-medium text-indigo-700 hover:underline dark:text-indigo-300">
          All reviews
        </Link>
      }
    >
      <QueryState query={summary} loadingLabel="Loading ratings…">
        {(data) =>
          data.count === 0 ? (
            <EmptyState title="No reviews yet">Customer reviews appear here once App Store Connect has some.</EmptyState>
          ) : (
            <div className="grid gap-6 md:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
              <div>
                <div className="mb-3 flex flex-wrap items-end gap-x-3 gap-y-1">
                  <span className="text-4xl font-semibold tabular-nums" data-testid="rating-average">
                    {data.average === null ? "—" : formatRating(data.average)}
                  </span>
                  <div className="pb-1">
                    {data.average !== null && <Stars rating={data.average} />}
                    <p className="text-sm text-zinc-600 dark:text-zinc-400" data-testid="rating-count">
                      {plural(data.count, "rating")}
                    </p>
                  </div>
                </div>
                <RatingHistogram histogram={data.histogram} total={data.count} />
              </div>
              <RatingTrendChart trend={data.trend} />
            </div>
          )
        }
      </QueryState>
    </Card>
  );
}
