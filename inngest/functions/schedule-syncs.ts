import { startDueSyncs } from "@/lib/sync/start-due-syncs";

import { inngest } from "../client";

const BATCH = 500;

/**
 * Every minute: starts syncs for the apps whose interval has elapsed, oldest first, as far as
 * each key's App Store Connect budget for background work allows (lib/sync/start-due-syncs.ts);
 * the others show as waiting and keep their place. Reads only the due apps, through the index
 * on nextSyncAt, so its cost follows the number due, not the number registered.
 *
 * 1. enqueue-due: for each due app within its key's budget, join or start a sync, and push its
 *    next time ahead; mark the rest waiting.
 */
export const scheduleSyncs = inngest.createFunction(
  { id: "schedule-syncs", triggers: [{ cron: "* * * * *" }], concurrency: { limit: 1 } },
  async ({ event, step }) => {
    // The tick's scheduled time: what is due is decided as of the tick, even if it runs late.
    const result = await step.run("enqueue-due", () => startDueSyncs(new Date(event.ts ?? Date.now()), BATCH));
    return result;
  },
);
