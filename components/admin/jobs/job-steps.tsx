import { Card } from "@/components/ui/card";
import { JsonBlock } from "@/components/ui/json-block";
import { Badge } from "@/components/ui/status-badge";
import { Time } from "@/components/ui/time";
import type { JobDetail } from "@/client/api-types";

/** The job's steps in order: done, failed or still to run. */
export function JobSteps({ steps }: { steps: JobDetail["steps"] }) {
  return (
    <Card title="Steps" id="job-steps">
      {steps.length === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">No steps recorded.</p>
      ) : (
        <ol className="flex flex-col divide-y divide-zinc-100 text-sm dark:divide-zinc-800" aria-label="Steps">
          {steps.map((step, index) => (
            <li key={`${step.name}-${index}`} className="py-2" data-testid="job-step">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-mono text-xs">{step.name}</span>
                <Badge>{step.op}</Badge>
                {step.error ? <Badge tone="danger">Error</Badge> : step.completedAt ? <Badge tone="success">Done</Badge> : null}
                <span className="ml-auto text-xs text-zinc-600 dark:text-zinc-400">
                  {step.attempts} {step.attempts === 1 ? "attempt" : "attempts"} ·{" "}
                  <Time value={step.completedAt} fallback="not completed" />
                </span>
              </div>
              {step.error != null && (
                <div className="mt-1">
                  <JsonBlock value={step.error} />
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

const LEVELS: Record<string, string> = { error: "text-red-600", warn: "text-amber-600" };

/** What the run logged, oldest first. */
export function JobLogs({ logs }: { logs: JobDetail["logs"] }) {
  return (
    <Card title="Logs" id="job-logs">
      {logs.length === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">Nothing logged.</p>
      ) : (
        <ol className="max-h-96 overflow-auto font-mono text-xs" aria-label="Logs">
          {logs.map((log, index) => (
            <li key={index} className="flex gap-2 py-0.5">
              <Time value={log.at} relative={false} />
              <span className={`w-10 shrink-0 uppercase ${LEVELS[log.level] ?? "text-zinc-600 dark:text-zinc-400"}`}>{log.level}</span>
              {log.step && <span className="shrink-0 text-zinc-600 dark:text-zinc-400">[{log.step}]</span>}
              <span className="break-all">{log.message}</span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
