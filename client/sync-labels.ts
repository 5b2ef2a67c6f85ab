/** A sync's reason, step and counts in words (the Tasks API speaks in codes). */
import { formatTime, plural } from "./format";

const REASONS: Record<string, string> = {
  registered: "first sync after registration",
  on_demand: "started by you",
  scheduled: "scheduled",
  credentials_replaced: "after a key change",
  store_webhook: "App Store Connect announced a new version or build",
};
export const syncReason = (reason: string) => REASONS[reason] ?? reason.replace(/_/g, " ");

const STEPS: Record<string, string> = {
  starting: "Starting…",
  "app-info": "Reading app information…",
  versions: "Reading versions…",
  screenshots: "Reading screenshots…",
  builds: "Reading builds…",
  reviews: "Reading reviews…",
  experiments: "Reading experiments…",
  sales: "Reading sales…",
  "waiting-for-budget": "Waiting for the App Store Connect budget…",
};
export const syncStep = (step: string | null) => (step ? (STEPS[step] ?? `${step}…`) : "Waiting to start…");

const COUNTS: Record<string, [string, string]> = {
  appInfoLocalizations: ["app information locale", "app information locales"],
  versions: ["version", "versions"],
  versionLocalizations: ["version locale", "version locales"],
  screenshotLocalizations: ["locale's screenshots", "locales' screenshots"],
  builds: ["build", "builds"],
  reviews: ["review", "reviews"],
  reviewResponses: ["response", "responses"],
  reviewSummaries: ["summary by Apple", "summaries by Apple"],
  experiments: ["experiment", "experiments"],
  salesRows: ["sales row", "sales rows"],
};

/** Which review pass the sync made (lib/sync/review-pass.ts): most read only the new reviews. */
const REVIEW_PASS = ["new reviews only", "every review checked"];

/** "640 reviews · 40 builds · …", in a fixed order, leaving out what the table does not know. */
export function syncCounts(counts: Record<string, number>): string {
  const pass = typeof counts.fullPass === "number" ? [REVIEW_PASS[counts.fullPass ? 1 : 0]!] : [];
  const deleted = counts.deletedReviews ? [`${plural(counts.deletedReviews, "review", "reviews")} deleted in App Store Connect`] : [];
  return [
    ...Object.entries(COUNTS)
      .filter(([key]) => typeof counts[key] === "number")
      .map(([key, [one, many]]) => plural(counts[key]!, one, many)),
    ...pass,
    ...deleted,
  ].join(" · ");
}

/** A scheduled sync held back by the key's budget (sync status `waiting`), in words. */
export const budgetWait = (resumesAt: string | null) =>
  `Waiting for the App Store Connect budget${resumesAt ? `, resumes at ${formatTime(resumesAt)}` : ""}`;
