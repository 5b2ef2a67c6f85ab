"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";

import * as apps from "@/lib/apps/operations";
import type { ResultOf } from "@/lib/http/operation";
import * as portfolio from "@/lib/portfolio/operations";
import * as sync from "@/lib/sync/operations";

import { call } from "./call";
import { operationKey } from "./operation-keys";
import { useOperation } from "./use-operation";

type App = ResultOf<typeof apps.getApp>;
type Task = ResultOf<typeof sync.getTask>;

export const isRunning = (task: Task | undefined) => task?.status === "queued" || task?.status === "running";

/**
 * The app's sync as a task to follow: the one running (e.g. the first sync, or one the scheduler
 * started), or the one "Sync now" started or joined. When it ends, everything read from the
 * synced data is refreshed.
 */
export function useSyncTask(app: App) {
  const queryClient = useQueryClient();
  const [startedTaskId, setStartedTaskId] = useState<string | null>(null);

  const latest = useOperation(
    sync.listTasks,
    { query: { appId: app.id, limit: 1 } },
    {
      enabled: !startedTaskId,
      // A sync queued elsewhere (registration, the scheduler) shows up here once it has a task.
      refetchInterval: (query) =>
        (app.syncStatus === "syncing" || app.syncStatus === "never") && !isRunning(query.state.data?.items[0]) ? 2000 : false,
    },
  );
  const latestTask = latest.data?.items[0];
  const taskId = startedTaskId ?? (isRunning(latestTask) ? latestTask?.id : undefined);

  const task = useOperation(
    sync.getTask,
    { params: { taskId: taskId ?? "" } },
    {
      enabled: Boolean(taskId),
      refetchInterval: (query) => (isRunning(query.state.data) || !query.state.data ? 1000 : false),
    },
  );

  const syncNow = useMutation({
    mutationFn: () => call(apps.syncApp, { params: { appId: app.id } }),
    onSuccess: (started) => {
      setStartedTaskId(started.taskId);
      void queryClient.invalidateQueries({ queryKey: operationKey(apps.getApp, { params: { appId: app.id } }) });
    },
  });

  // When the followed task ends, the app's sync fields and its synced data have changed.
  const finished = task.data && !isRunning(task.data) ? task.data.id + task.data.status : null;
  useEffect(() => {
    if (!finished) return;
    // The list's key is a prefix of every app's: this refreshes the app's own reads too.
    void queryClient.invalidateQueries({ queryKey: operationKey(apps.listApps) });
    void queryClient.invalidateQueries({ queryKey: operationKey(portfolio.getPortfolio) });
  }, [finished, app.id, queryClient]);

  return { task: task.data, error: syncNow.error ?? task.error, syncNow };
}
