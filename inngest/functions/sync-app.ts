import { syncConcurrency } from "@/lib/sync/concurrency";
import { SYNC_GROUPS } from "@/lib/sync/groups";
import { failSyncTask, finishSyncTask, startSyncTask } from "@/lib/sync/task-lifecycle";
import { runSyncStep, syncPriority } from "@/lib/sync/run-sync-step";

import { checkReleaseGuard } from "@/lib/release-guard/check-release-guard";
import { connectNewStoreWebhook } from "@/lib/store-webhooks/connect-store-webhook";

import { inngest } from "../client";
import { appSyncRequested } from "@/lib/events/catalogue";

/**
 * Syncs one app's store data. One run per app at a time (an app has one sync task queued or
 * running), a few per owner and a bounded number in all (`syncConcurrency`); each step writes its
 * group in a transaction, so an interrupted sync resumes at the group it was on.
 *
 * 1. start: the task runs and the app shows as syncing (stops if the task ended or the app is gone).
 * 2. app-info, versions, builds, reviews, experiments, sales: read from the store, write what
 *    changed, record progress and counts. When the key's budget refuses (a scheduled sync at the
 *    reserve kept for people, any sync at Apple's limit), the app shows as waiting and the run
 *    sleeps until the budget is expected back (or at most 5 minutes, to look again), then runs
 *    the group again (`<group>-after-wait-<n>`): waiting spends no retry.
 * 3. finish: the task succeeds; the next automatic sync is scheduled.
 * 4. instant-updates: an app without an App Store Connect webhook yet gets one (or the reason it cannot).
 * 5. release-guard: a phased rollout drawing too many 1–2 star reviews is paused, or its pause
 *    proposed, as the app's guard says (lib/release-guard).
 * On a final failure (onFailure), the task records why; the app keeps its previous data.
 */
export const syncApp = inngest.createFunction(
  {
    id: "sync-app",
    triggers: [appSyncRequested],
    concurrency: syncConcurrency(),
    retries: 3,
    onFailure: async ({ event, error }) => {
      await failSyncTask(String(event.data.event.data.taskId), error.message);
    },
  },
  async ({ event, step }) => {
    const { appId, taskId, reason } = event.data;
    const priority = syncPriority(reason);
    const task = await step.run("start", () => startSyncTask(taskId));
    if (!task) return { skipped: true };
    const counts: Record<string, number> = {};
    for (const group of SYNC_GROUPS) {
      for (let waits = 0; ; waits++) {
        const id = waits === 0 ? group.name : `${group.name}-after-wait-${waits}`;
        const outcome = await step.run(id, () => runSyncStep(appId, taskId, group, priority));
        if (outcome.kind === "app-deleted") return { skipped: true, reason: "app deleted" };
        if (outcome.kind === "done") {
          Object.assign(counts, outcome.counts);
          break;
        }
        await step.sleepUntil(`${id}-wait-for-budget`, outcome.checkAgainAt);
      }
    }
    await step.run("finish", () => finishSyncTask(taskId));
    await step.run("instant-updates", () => connectNewStoreWebhook(appId));
    // After the reviews are in: a rollout drawing 1–2 star reviews is paused, or its pause proposed.
    await step.run("release-guard", () => checkReleaseGuard(appId));
    return { taskId, counts };
  },
);
