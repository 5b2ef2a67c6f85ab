"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";

import { Button } from "@/components/ui/button";
import { Card, Details } from "@/components/ui/card";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { SyncStatusBadge, TaskStatusBadge } from "@/components/ui/status-badge";
import { Time } from "@/components/ui/time";
import { apiFetch, seg } from "@/lib/ui/api-fetch";
import type { App, Page, Task, TaskStarted } from "@/lib/ui/api-types";
import { keys } from "@/lib/ui/queries";

const running = (task: Task | undefined) => task?.status === "queued" || task?.status === "running";

/** Sync status, and "Sync now": starts (or joins) a sync and follows its task until it ends. */
export function SyncCard({ app }: { app: App }) {
  const queryClient = useQueryClient();
  const [startedTaskId, setStartedTaskId] = useState<string | null>(null);

  // The app's latest sync, so a sync already running (e.g. the first one) shows its progress too.
  const latest = useQuery({
    queryKey: keys.latestTask(app.id),
    queryFn: ({ signal }) => apiFetch<Page<Task>>("/api/tasks", { query: { appId: app.id, limit: 1 }, signal }),
    enabled: !startedTaskId,
    // A sync queued elsewhere (registration, the scheduler) shows up here once it has a task.
    refetchInterval: (query) => {
      const found = query.state.data?.items[0];
      return (app.syncStatus === "syncing" || app.syncStatus === "never") && !running(found) ? 2000 : false;
    },
  });
  const latestTask = latest.data?.items[0];
  const taskId = startedTaskId ?? (running(latestTask) ? latestTask?.id : undefined);

  const task = useQuery({
    queryKey: keys.task(taskId ?? ""),
    queryFn: ({ signal }) => apiFetch<Task>(`/api/tasks/${seg(taskId ?? "")}`, { signal }),
    enabled: Boolean(taskId),
    refetchInterval: (query) => (running(query.state.data) || !query.state.data ? 1000 : false),
  });

  const syncNow = useMutation({
    mutationFn: () => apiFetch<TaskStarted>(`/api/apps/${seg(app.id)}/pull`),
    onSuccess: (started) => {
      setStartedTaskId(started.taskId);
      void queryClient.invalidateQueries({ queryKey: keys.app(app.id) });
    },
  });

  // When the followed task ends, the app's sync fields have changed.
  const finished = task.data && !running(task.data) ? task.data.id + task.data.status : null;
  useEffect(() => {
    if (!finished) return;
    void queryClient.invalidateQueries({ queryKey: keys.app(app.id) });
    void queryClient.invalidateQueries({ queryKey: keys.apps });
  }, [finished, app.id, queryClient]);

  const current = task.data;
  return (
    <Card
      title="Sync"
      description="Store data is pulled from App Store Connect on a schedule and on demand."
      actions={
        <Button onClick={() => syncNow.mutate()} pending={syncNow.isPending || running(current)}>
          {running(current) ? "Syncing…" : "Sync now"}
        </Button>
      }
    >
      <Details
        items={[
          ["Status", <SyncStatusBadge key="s" status={app.syncStatus} />],
          ["Last synced", <Time key="l" value={app.lastSyncedAt} fallback="Never" />],
          ["Next automatic sync", <Time key="n" value={app.nextSyncAt} />],
          ["Interval", `Every ${app.pullInterval} minutes`],
        ]}
      />
      {app.syncStatus === "failed" && app.lastSyncError && (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
          Last sync failed: {app.lastSyncError}
        </p>
      )}
      {current && (
        <div className="mt-4 rounded-md border border-zinc-200 p-3 text-sm dark:border-zinc-800" data-testid="sync-task">
          <div className="flex items-center justify-between gap-2">
            <span>Sync {current.reason && <span className="text-zinc-500">({current.reason})</span>}</span>
            <TaskStatusBadge status={current.status} />
          </div>
          <progress className="mt-2 h-2 w-full accent-zinc-900" max={100} value={current.progress} aria-label="Sync progress">
            {current.progress}%
          </progress>
          <p className="mt-1 text-xs text-zinc-500">
            {current.status === "failed" ? (
              current.error
            ) : running(current) ? (
              (current.currentStep ?? "Waiting to start")
            ) : (
              <>
                Finished <Time value={current.finishedAt} />
              </>
            )}
          </p>
          {Object.keys(current.counts).length > 0 && (
            <p className="mt-1 text-xs text-zinc-500">
              {Object.entries(current.counts)
                .map(([name, count]) => `${name}: ${count}`)
                .join(" · ")}
            </p>
          )}
        </div>
      )}
      <ProblemAlert error={syncNow.error ?? task.error} className="mt-4" />
    </Card>
  );
}
