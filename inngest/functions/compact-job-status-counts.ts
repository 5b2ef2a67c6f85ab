import { compactJobStatusCounts as compact } from "@/lib/admin-jobs/status-counts";

import { inngest } from "../client";

/**
 * Every 5 minutes: folds the job status deltas that triggers on "Job" append into the totals,
 * so reading the counts by status (admin analytics) stays a handful of rows.
 *
 * 1. fold: delete the deltas and add their sums to the totals, in one statement.
 */
export const compactJobStatusCounts = inngest.createFunction(
  { id: "compact-job-status-counts", triggers: [{ cron: "*/5 * * * *" }], retries: 2 },
  async ({ step }) => {
    const folded = await step.run("fold", () => compact());
    return { folded };
  },
);
