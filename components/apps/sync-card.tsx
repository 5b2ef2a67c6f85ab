"use client";

import Link from "next/link";

import { Button } from "@/components/ui/button";
import { Card, Details } from "@/components/ui/card";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { SyncStatusBadge } from "@/components/ui/status-badge";
import { Time } from "@/components/ui/time";
import type { App } from "@/client/api-types";
import { budgetWait } from "@/client/sync-labels";
import { isRunning, useSyncTask } from "@/client/use-sync-task";

import { SyncProgress } from "./sync-progress";

/** Sync status, and "Sync now": starts (or joins) a sync and follows its task until it ends. */
export function SyncCard({ app }: { app: App }) {
  const { task, error, syncNow } = useSyncTask(app);
  return (
    <Card
      title="Sync"
      description="Store data is read from App Store Connect on a schedule and when you ask."
      actions={
        <Button onClick={() => syncNow.mutate()} pending={syncNow.isPending || isRunning(task)}>
          {isRunning(task) ? "Syncing…" : "Sync now"}
        </Button>
      }
    >
      <Details
        items={[
          ["Status", <SyncStatusBadge key="s" status={app.syncStatus} />],
          ["Last synced", <Time key="l" value={app.lastSyncedAt} fallback="Never" />],
          // A waiting app keeps its place in line (a due time now past): its turn is when it resumes.
          [
            "Next automatic sync",
            app.suspendedAt ? (
              "Paused by your plan"
            ) : (
              <Time key="n" value={(app.syncStatus === "waiting" && app.syncResumesAt) || app.nextSyncAt} />
            ),
          ],
          ["Interval", `Every ${app.pullInterval} minutes`],
        ]}
      />
      {app.suspendedAt && (
        <p role="status" className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-200">
          Syncing is paused: you have more apps than your plan allows, and this is one of the newest. Its data stays as it is. Upgrade your
          plan, or delete another app, to sync it again.{" "}
          <Link href="/settings/billing" className="font-medium underline">
            See your plan
          </Link>
        </p>
      )}
      {app.syncStatus === "waiting" && (
        <p role="status" className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-200">
          {budgetWait(app.syncResumesAt)}. Scheduled syncs leave part of the key&apos;s hourly App Store Connect requests for your own
          changes, replies and syncs, which still go through.
        </p>
      )}
      {app.syncStatus === "failed" && app.lastSyncError && (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
          The last sync failed: {app.lastSyncError}
        </p>
      )}
      {task && (
        <div className="mt-4">
          <SyncProgress task={task} />
        </div>
      )}
      <ProblemAlert error={error} className="mt-4" />
    </Card>
  );
}
