"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";

import { apiFetch, seg } from "./api-fetch";
import type { App, Page, Task, TaskStarted } from "./api-types";
import { keys } from "./queries";

export const isRunning = (task: Task | undefined) => task?.status === "queued" || task?.status === "running";

/**
 * The app's sync as a task to follow: the one running (e.g. the first sync, or one the scheduler
 * started), or the one "Sync now" started or joined. When it ends, everything read from the
 * synced data is refreshed.
 */
export function useSyncTask(app: App) {
  const queryClient = useQueryClient();
  const [startedTaskId, setStartedTaskId] = useState<string | null>(null);

  const latest = useQuery({
    queryKey: keys.latestTask(app.id),
    queryFn: ({ signal }) => apiFetch<Page<Task>>("/api/tasks", { query: { appId: app.id, limit: 1 }, signal }),
    enabled: !startedTaskId,
    // A sync queued elsewhere (registration, the scheduler) shows up here once it has a task.
    refetchInterval: (query) =>
      (app.syncStatus === "syncing" || app.syncStatus === "never") && !isRunning(query.state.data?.items[0]) ? 2000 : false,
  });
  const latestTask = latest.data?.items[0];
  const taskId = startedTaskId ?? (isRunning(latestTask) ? latestTask?.id : undefined);

  const task = useQuery({
    queryKey: keys.task(taskId ?? ""),
    queryFn: ({ signal }) => apiFetch<Task>(`/api/tasks/${seg(taskId ?? "")}`, { signal }),
    enabled: Boolean(taskId),
    refetchInterval: (query) => (isRunning(query.state.data) || !query.state.data ? 1000 : false),
  });

  const syncNow = useMutation({
    mutationFn: () => apiFetch<TaskStarted>(`/api/apps/${seg(app.id)}/pull`, { changesState: true }),
    onSuccess: (started) => {
      setStartedTaskId(started.taskId);
      void queryClient.invalidateQueries({ queryKey: keys.app(app.id) });
    },
  });

  // When the followed task ends, the app's sync fields and its synced data have changed.
  const finished = task.data && !isRunning(task.data) ? task.data.id + task.data.status : null;
  useEffect(() => {
    if (!finished) return;
    void queryClient.invalidateQueries({ queryKey: keys.app(app.id) });
    void queryClient.invalidateQueries({ queryKey: keys.apps });
    void queryClient.invalidateQueries({ queryKey: keys.portfolio });
  }, [finished, app.id, queryClient]);

  return { task: task.data, error: syncNow.error ?? task.error, syncNow };
}
