import { pruneAbandonedUploads as deleteAbandonedUploads } from "@/lib/screenshots/prune-abandoned-uploads";

import { inngest } from "../client";

/**
 * Daily: deletes screenshot uploads whose request died before they were queued, with the files
 * kept for them (a request that fails in any other way discards its own).
 *
 * 1. delete-abandoned: remove uploads never queued, a day old or more.
 */
export const pruneAbandonedUploads = inngest.createFunction(
  { id: "prune-abandoned-uploads", triggers: [{ cron: "47 3 * * *" }], retries: 2 },
  async ({ step }) => {
    const deleted = await step.run("delete-abandoned", () => deleteAbandonedUploads());
    return { deleted };
  },
);
