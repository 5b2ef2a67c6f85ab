import { runSyncGroup, SYNC_GROUPS } from "@/lib/sync/groups";
import { failSyncTask, finishSyncTask, recordSyncProgress, startSyncTask } from "@/lib/sync/task-lifecycle";

import { inngest } from "../client";
import { appSyncRequested } from "@/lib/events/catalogue";

/**
 * Syncs one app's store data. One run per app at a time; each step writes its group in a
 * transaction, so an interrupted sync resumes at the group it was on.
 *
 * 1. start: the task runs and the app shows as syncing (stops if the task ended or the app is gone).
 * 2. app-info, versions, builds, reviews, experiments, sales: read from the store, write what
 *    changed, record progress and counts.
 * 3. finish: the task succeeds; the next automatic sync is scheduled.
 * On a final failure (onFailure), the task records why; the app keeps its previous data.
 */
export const syncApp = inngest.createFunction(
  {
    id: "sync-app",
    triggers: [appSyncRequested],
    concurrency: { key: "event.data.appId", limit: 1 },
    retries: 3,
    onFailure: async ({ event, error }) => {
      await failSyncTask(String(event.data.event.data.taskId), error.message);
    },
  },
  async ({ event, step }) => {
    const { appId, taskId } = event.data;
    const task = await step.run("start", () => startSyncTask(taskId));
    if (!task) return { skipped: true };
    const counts: Record<string, number> = {};
    for (const group of SYNC_GROUPS) {
      const done = await step.run(group.name, async () => {
        const result = await runSyncGroup(appId, group);
        if (result) await recordSyncProgress(taskId, group.name, group.progress, result);
        return result;
      });
      if (!done) return { skipped: true, reason: "app deleted" };
      Object.assign(counts, done);
    }
    await step.run("finish", () => finishSyncTask(taskId));
    return { taskId, counts };
  },
);
