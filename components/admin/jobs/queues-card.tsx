"use client";

import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { Badge } from "@/components/ui/status-badge";
import { QueryState } from "@/components/ui/states";
import { queueLabel } from "@/client/job-labels";

import { useQueues, useQueueToggle } from "./use-queues";

/** Each queue with Pause/Resume: a paused queue accepts jobs but starts none. */
export function QueuesCard() {
  const queues = useQueues();
  const toggle = useQueueToggle();
  return (
    <Card
      title="Queues"
      description="A paused queue keeps accepting jobs but starts none until resumed (with the built-in job runner; with an Inngest server, pause it in Inngest's dashboard)."
    >
      <QueryState query={queues} loadingLabel="Loading queues…">
        {({ items }) => (
          <ul className="flex flex-col divide-y divide-zinc-100 text-sm dark:divide-zinc-800" aria-label="Queues">
            {items.map((queue) => (
              <li key={queue.name} className="flex items-center justify-between gap-2 py-1.5" data-testid="queue-row">
                <span className="min-w-0">
                  <span className="block truncate">{queueLabel(queue.name)}</span>
                  <span className="block truncate font-mono text-xs text-zinc-600 dark:text-zinc-400">{queue.name}</span>
                </span>
                <span className="flex items-center gap-2">
                  {queue.paused && <Badge tone="warning">Paused</Badge>}
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`${queue.paused ? "Resume" : "Pause"} ${queueLabel(queue.name)}`}
                    pending={toggle.isPending && toggle.variables?.name === queue.name}
                    onClick={() => toggle.mutate({ name: queue.name, pause: !queue.paused })}
                  >
                    {queue.paused ? "Resume" : "Pause"}
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <ProblemAlert error={toggle.error} className="mt-3" />
    </Card>
  );
}
