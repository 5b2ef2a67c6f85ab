import { pollVersionsInReview } from "@/lib/store-webhooks/poll-in-review";

import { inngest } from "../client";

/**
 * Every 5 minutes: reads again each version waiting for App Review (lib/store-webhooks/poll-in-review.ts),
 * so a missed webhook costs minutes.
 *
 * 1. poll: each such version and its phased release, within its key's background budget.
 */
export const pollVersionsInReviewFunction = inngest.createFunction(
  { id: "poll-versions-in-review", triggers: [{ cron: "*/5 * * * *" }], concurrency: { limit: 1 } },
  async ({ step }) => step.run("poll", () => pollVersionsInReview()),
);
