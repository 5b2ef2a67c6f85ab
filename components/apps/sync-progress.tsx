import { TaskStatusBadge } from "@/components/ui/status-badge";
import { Time } from "@/components/ui/time";
import type { Task } from "@/client/api-types";
import { syncCounts, syncReason, syncStep } from "@/client/sync-labels";
import { isRunning } from "@/client/use-sync-task";

/** A sync task in words: why it runs, its progress and step, what it read. */
export function SyncProgress({ task }: { task: Task }) {
  const counts = syncCounts(task.counts);
  return (
    <div className="rounded-md border border-zinc-200 p-3 text-sm dark:border-zinc-800" data-testid="sync-task">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span>
          Sync <span className="text-zinc-600 dark:text-zinc-400">({syncReason(task.reason)})</span>
        </span>
        <TaskStatusBadge status={task.status} />
      </div>
      <progress className="mt-2 h-2 w-full accent-indigo-600" max={100} value={task.progress} aria-label="Sync progress">
        {task.progress}%
      </progress>
      <p className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">
        {task.status === "failed" ? (
          task.error
        ) : isRunning(task) ? (
          syncStep(task.currentStep)
        ) : (
          <>
            Finished <Time value={task.finishedAt} />
          </>
        )}
      </p>
      {counts && <p className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">Read: {counts}</p>}
    </div>
  );
}
