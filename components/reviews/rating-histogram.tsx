import type { ReviewSummary } from "@/client/api-types";

/** Reviews per star rating as horizontal bars (5 stars first), each with its count and share. */
export function RatingHistogram({ histogram, total }: { histogram: ReviewSummary["histogram"]; total: number }) {
  const max = Math.max(1, ...histogram.map((row) => row.count));
  return (
    <ul aria-label="Reviews by rating" className="flex flex-col gap-1.5" data-testid="rating-histogram">
      {histogram.map((row) => {
        const share = total ? Math.round((row.count / total) * 100) : 0;
        return (
          <li
            key={row.rating}
            className="grid grid-cols-[3.25rem_1fr_4.5rem] items-center gap-2 text-sm"
            data-testid={`histogram-${row.rating}`}
            data-count={row.count}
          >
            <span className="text-zinc-600 dark:text-zinc-400">
              {row.rating} <span className="sr-only">{row.rating === 1 ? "star" : "stars"}</span>
              <span aria-hidden>★</span>
            </span>
            <span aria-hidden className="h-2.5 overflow-hidden rounded-full bg-zinc-100 dark:bg-zinc-800">
              <span className="block h-full rounded-full bg-amber-600 dark:bg-amber-400" style={{ width: `${(row.count / max) * 100}%` }} />
            </span>
            <span className="text-right tabular-nums">
              {row.count.toLocaleString()} <span className="text-xs text-zinc-600 dark:text-zinc-400">({share}%)</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
