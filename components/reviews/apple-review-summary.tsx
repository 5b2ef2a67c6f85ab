import { useId } from "react";

import type { ReviewSummary } from "@/client/api-types";
import { formatDate, plural } from "@/client/format";
import { localeName, territoryName } from "@/client/store-labels";

type AppleSummary = ReviewSummary["appleSummaries"][number];

/** "United States storefront, in American English, written May 28, 2026". */
function Source({ summary }: { summary: AppleSummary }) {
  const parts = [
    summary.territory ? `${territoryName(summary.territory)} storefront` : null,
    summary.locale ? `in ${localeName(summary.locale)}` : null,
  ].filter((part) => part !== null);
  return (
    <p className="text-xs text-zinc-600 dark:text-zinc-400">
      {parts.join(", ")}
      {summary.createdAt && (
        <>
          {parts.length > 0 ? ", written " : "Written "}
          <time dateTime={summary.createdAt}>{formatDate(summary.createdAt)}</time>
        </>
      )}
    </p>
  );
}

/** Apple's words, marked as such (and in their language, for screen readers). */
function Words({ summary }: { summary: AppleSummary }) {
  return (
    <blockquote lang={summary.locale ?? undefined} className="text-sm leading-relaxed break-words whitespace-pre-line">
      {summary.text}
    </blockquote>
  );
}

/**
 * Apple's own summary of the app's recent reviews (where Apple writes one: apps with enough
 * reviews), the storefront with the most reviews first; the others, if any, folded below it.
 */
export function AppleReviewSummary({ summaries }: { summaries: AppleSummary[] }) {
  const heading = useId();
  const [first, ...others] = summaries;
  if (!first) return null;
  return (
    <section
      aria-labelledby={heading}
      className="mb-6 rounded-lg border border-zinc-200 bg-white p-5 shadow-xs dark:border-zinc-800 dark:bg-zinc-900"
      data-testid="apple-review-summary"
    >
      <h2 id={heading} className="mb-1 text-sm font-semibold">
        Apple&rsquo;s summary of recent reviews
      </h2>
      <Source summary={first} />
      <div className="mt-3">
        <Words summary={first} />
      </div>
      {others.length > 0 && (
        <details className="mt-4 text-sm">
          <summary className="cursor-pointer text-zinc-700 dark:text-zinc-300">
            Apple&rsquo;s summaries in {plural(others.length, "other storefront or language", "other storefronts or languages")}
          </summary>
          <ul className="mt-3 space-y-4">
            {others.map((summary) => (
              <li key={`${summary.territory}/${summary.locale}`} className="space-y-1">
                <Source summary={summary} />
                <Words summary={summary} />
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
