import { requestSync } from "@/lib/apps/request-sync";
import { db } from "@/lib/db/client";
import { selectDueApps } from "@/lib/sync/due-apps";

import { inngest } from "../client";

const BATCH = 500;

/**
 * Every minute: starts syncs for the apps whose interval has elapsed. Reads only the due apps,
 * through the index on nextSyncAt, so its cost follows the number due, not the number registered.
 *
 * 1. enqueue-due: for each due app, join or start a sync, and push its next time ahead.
 */
export const scheduleSyncs = inngest.createFunction(
  { id: "schedule-syncs", triggers: [{ cron: "* * * * *" }], concurrency: { limit: 1 } },
  async ({ event, step }) => {
    const started = await step.run("enqueue-due", async () => {
      // The tick's scheduled time: what is due is decided as of the tick, even if it runs late.
      const now = new Date(event.ts ?? Date.now());
      const due = await selectDueApps(now, BATCH);
      for (const app of due) {
        await db().$transaction(async (tx) => {
          await requestSync(tx, app, "scheduled");
          await tx.app.update({ where: { id: app.id }, data: { nextSyncAt: new Date(now.getTime() + app.pullInterval * 60_000) } });
        });
      }
      return due.length;
    });
    return { started };
  },
);
