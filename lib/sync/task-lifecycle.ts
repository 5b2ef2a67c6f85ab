// A sync task's life once requested (lib/apps/request-sync.ts): the steps of the `sync-app`
// function mark it running, record progress, and finish or fail it.
import "server-only";

import { nudgeAgentAfterSync } from "@/lib/agent/ticks-between-sleeps";
import { db, type Tx } from "@/lib/db/client";
import type { SyncTask } from "@/lib/db/generated/client";
import { appPath, appUrl } from "@/lib/notifications/links";
import { notifyAppTeam } from "@/lib/notifications/notify-team";
import { oneLine } from "@/lib/text/one-line";
import { webhookApp } from "@/lib/webhooks/payload-fields";
import { queueWebhookEvent } from "@/lib/webhooks/queue-webhook-event";

import { somethingNew } from "./groups/counts";

/** Marks the task running; null when there is nothing to do (task finished, or app deleted). */
export async function startSyncTask(taskId: string): Promise<SyncTask | null> {
  const { count } = await db().syncTask.updateMany({
    where: { id: taskId, status: { in: ["queued", "running"] } },
    data: { status: "running", startedAt: new Date(), progress: 5, currentStep: "starting" },
  });
  if (count === 0) return null;
  const task = await db().syncTask.findUniqueOrThrow({ where: { id: taskId } });
  await db().app.updateMany({ where: { id: task.appId }, data: { syncStatus: "syncing", syncResumesAt: null } });
  return task;
}

export async function recordSyncProgress(taskId: string, step: string, progress: number, counts: Record<string, number>) {
  const task = await db().syncTask.findUnique({ where: { id: taskId }, select: { counts: true } });
  await db().syncTask.updateMany({
    where: { id: taskId },
    data: { currentStep: step, progress, counts: { ...(task?.counts as Record<string, number>), ...counts } },
  });
}

/**
 * Ends the task and schedules the app's next automatic sync from now. A sync that brought
 * something new (or the app's first) asks the app's agent for a tick in the same transaction.
 */
export async function finishSyncTask(taskId: string): Promise<void> {
  const now = new Date();
  await db().$transaction(async (tx) => {
    const task = await tx.syncTask.update({
      where: { id: taskId },
      data: { status: "succeeded", progress: 100, currentStep: null, finishedAt: now },
    });
    const app = await tx.app.findUnique({
      where: { id: task.appId },
      select: { id: true, name: true, teamId: true, pullInterval: true, lastSyncedAt: true },
    });
    if (!app) return;
    await tx.app.update({
      where: { id: task.appId },
      data: {
        syncStatus: "succeeded",
        syncResumesAt: null,
        lastSyncedAt: now,
        lastSyncError: null,
        syncFailureNotifiedAt: null,
        nextSyncAt: new Date(now.getTime() + app.pullInterval * 60_000),
      },
    });
    const counts = (task.counts ?? {}) as Record<string, number>;
    const firstSync = app.lastSyncedAt === null;
    // The first sync finds every review there is: not news.
    if (!firstSync && (counts.newReviews ?? 0) > 0) await notifyNewReviews(tx, app, task.startedAt ?? task.createdAt);
    await queueWebhookEvent(tx, app.teamId, "sync.completed", {
      app: webhookApp(app),
      task: { id: task.id, finishedAt: now.toISOString() },
      newReviews: firstSync ? 0 : (counts.newReviews ?? 0),
    });
    await nudgeAgentAfterSync(tx, task.appId, { firstSync, somethingNew: somethingNew(counts) }, now);
  });
}

/**
 * Tells the owner a sync found new reviews (kind `new_reviews`, once per sync): how many, the
 * lowest rating, and a link to the reviews page filtered to them (`seenSince`).
 */
async function notifyNewReviews(tx: Tx, app: { id: string; name: string; teamId: string }, since: Date): Promise<void> {
  const found = await tx.customerReview.aggregate({
    where: { appId: app.id, firstSeenAt: { gte: since } },
    _count: { _all: true },
    _min: { rating: true },
  });
  const count = found._count._all;
  const lowestRating = found._min.rating;
  if (count === 0 || lowestRating === null) return;
  const appName = oneLine(app.name, 100);
  const query = `?seenSince=${encodeURIComponent(since.toISOString())}`;
  const what = `${count} new ${count === 1 ? "review" : "reviews"}`;
  const lowest = `lowest ${lowestRating} ${lowestRating === 1 ? "star" : "stars"}`;
  // Those who answer reviews.
  await notifyAppTeam(tx, app, "replies.publish", {
    kind: "new_reviews",
    email: { template: "new-reviews", props: { appName, count, lowestRating, reviewsUrl: `${appUrl(app.id)}/reviews${query}` } },
    push: {
      title: `${appName}: ${what}`,
      body: `${what}, ${lowest}.`,
      url: `${appPath(app.id)}/reviews${query}`,
      tag: `new-reviews-${app.id}`,
    },
  });
}

/** While an app's syncs keep failing, its owner is reminded at most this often. */
const SYNC_FAILURE_REMINDER_MS = 24 * 60 * 60_000;

/**
 * Records why the sync failed; the app keeps the data of its last good sync. The app's owner is
 * notified (kind `sync_failed`, email and push) in the same transaction when syncs start failing,
 * then at most once a day while they keep failing: an outage of App Store Connect would otherwise
 * send one email per sync (about 96 a day per app). A sync that succeeds ends the run of failures.
 */
export async function failSyncTask(taskId: string, reason: string): Promise<void> {
  const now = new Date();
  await db().$transaction(async (tx) => {
    const task = await tx.syncTask.findUnique({ where: { id: taskId } });
    if (!task || task.status === "succeeded" || task.status === "failed") return;
    await tx.syncTask.update({ where: { id: taskId }, data: { status: "failed", error: reason, finishedAt: now } });
    await tx.app.updateMany({ where: { id: task.appId }, data: { syncStatus: "failed", syncResumesAt: null, lastSyncError: reason } });
    // Webhooks hear of every failed sync (the owner's notice below is held to one a day).
    const failed = await tx.app.findUnique({ where: { id: task.appId }, select: { id: true, name: true, teamId: true } });
    if (failed) {
      await queueWebhookEvent(tx, failed.teamId, "sync.failed", {
        app: webhookApp(failed),
        task: { id: task.id, failedAt: now.toISOString() },
        error: oneLine(reason, 300),
      });
    }
    // Claims the notice: only one failure of the run (or of the day) gets past this, even when
    // several fail at once.
    const { count: due } = await tx.app.updateMany({
      where: {
        id: task.appId,
        OR: [{ syncFailureNotifiedAt: null }, { syncFailureNotifiedAt: { lte: new Date(now.getTime() - SYNC_FAILURE_REMINDER_MS) } }],
      },
      data: { syncFailureNotifiedAt: now },
    });
    if (due === 0) return;
    const app = await tx.app.findUnique({ where: { id: task.appId }, select: { id: true, name: true, teamId: true } });
    if (!app) return;
    const appName = oneLine(app.name, 100);
    // Those who ship the app's versions.
    await notifyAppTeam(tx, app, "versions.manage", {
      kind: "sync_failed",
      email: {
        template: "sync-failed",
        props: { appName, errorSummary: oneLine(reason, 300), failedAt: now.toISOString(), appUrl: appUrl(app.id) },
      },
      push: { title: `Sync failed: ${appName}`, body: oneLine(reason, 200), url: appPath(app.id), tag: `sync-failed-${app.id}` },
    });
  });
}

/**
 * An admin retries the failed run of this task's sync (lib/admin-jobs): the task is queued again,
 * so the re-run's `start` step takes it up instead of finding it ended. A task not failed is left
 * as it is (the re-run then does nothing), and so is one whose app has another sync queued or
 * running, which does the work: an app has one sync at a time, held under the app's row lock as
 * requestSync holds it (the sync function's concurrency is per owner and in total, not per app).
 */
export async function reopenFailedSyncTask(tx: Tx, taskId: string): Promise<void> {
  const task = await tx.syncTask.findUnique({ where: { id: taskId }, select: { appId: true } });
  if (!task) return;
  await tx.$queryRaw`SELECT "id" FROM "App" WHERE "id" = ${task.appId} FOR UPDATE`;
  await tx.syncTask.updateMany({
    where: { id: taskId, status: "failed", app: { syncTasks: { none: { status: { in: ["queued", "running"] } } } } },
    data: { status: "queued", error: null, progress: 0, currentStep: null, startedAt: null, finishedAt: null },
  });
}
