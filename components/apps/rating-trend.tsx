import type { AppSummary } from "@/client/api-types";
import { formatRating } from "@/client/format";

/** The rating of the last 90 days against the 90 before, in words with an arrow. */
export function RatingTrend({ rating }: { rating: AppSummary["rating"] }) {
  const { recent, previous } = rating;
  if (recent.average === null) return <span>No ratings in the last 90 days</span>;
  if (previous.average === null) return <span>{formatRating(recent.average)} over the last 90 days</span>;
  const change = Math.round((recent.average - previous.average) * 10) / 10;
  if (change === 0) return <span>Steady over the last 90 days ({formatRating(recent.average)})</span>;
  const up = change > 0;
  return (
    <span className={up ? "text-emerald-700 dark:text-emerald-400" : "text-red-700 dark:text-red-400"}>
      <span aria-hidden>{up ? "▲" : "▼"}</span> {up ? "Up" : "Down"} {formatRating(Math.abs(change))} in the last 90 days (
      {formatRating(recent.average)})
    </span>
  );
}
