import type { ReviewSummary } from "@/client/api-types";
import { formatRating, plural } from "@/client/format";

import { RatingHistogram } from "./rating-histogram";
import { Stars } from "./stars";

/** The header of the reviews: average, stars histogram, answered and unanswered. */
export function ReviewsSummary({ summary }: { summary: ReviewSummary }) {
  return (
    <section
      aria-label="Ratings summary"
      className="mb-6 grid gap-6 rounded-lg border border-zinc-200 bg-white p-5 shadow-xs sm:grid-cols-[auto_minmax(0,1fr)] md:grid-cols-[auto_minmax(0,22rem)_auto] dark:border-zinc-800 dark:bg-zinc-900"
    >
      <div>
        <p className="text-4xl font-semibold tabular-nums" data-testid="reviews-average">
          {summary.average === null ? "—" : formatRating(summary.average)}
        </p>
        {summary.average !== null && <Stars rating={summary.average} />}
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{plural(summary.count, "review")}</p>
      </div>
      <RatingHistogram histogram={summary.histogram} total={summary.count} />
      <dl className="grid grid-cols-2 gap-4 text-sm sm:col-span-2 md:col-span-1 md:grid-cols-1">
        <div>
          <dt className="text-zinc-600 dark:text-zinc-400">Answered</dt>
          <dd className="text-xl font-semibold tabular-nums">{summary.responded.toLocaleString()}</dd>
        </div>
        <div>
          <dt className="text-zinc-600 dark:text-zinc-400">Not answered</dt>
          <dd className="text-xl font-semibold tabular-nums">{summary.unanswered.toLocaleString()}</dd>
        </div>
      </dl>
    </section>
  );
}
