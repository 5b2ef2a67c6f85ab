"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";

import { Button } from "@/components/ui/button";
import { Card, Details } from "@/components/ui/card";
import { JsonBlock } from "@/components/ui/json-block";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { JobStatusBadge } from "@/components/ui/status-badge";
import { QueryState } from "@/components/ui/states";
import { Time } from "@/components/ui/time";
import { queueLabel } from "@/client/job-labels";

import { JobLogs, JobSteps } from "./job-steps";
import { useJob, useRetryJob } from "./use-job";

/** /admin/jobs/{jobId}: the job's event, payload, result, error, steps and logs; Retry for a failed job. */
export function JobView({ jobId }: { jobId: string }) {
  const router = useRouter();
  const job = useJob(jobId);
  const retry = useRetryJob(jobId);
  return (
    <>
      <nav aria-label="Breadcrumb" className="mb-2 text-sm text-zinc-600 dark:text-zinc-400">
        <Link href="/admin/jobs" className="hover:underline">
          Jobs
        </Link>{" "}
        /
      </nav>
      <QueryState query={job} loadingLabel="Loading the job…">
        {(data) => (
          <div className="flex flex-col gap-6">
            <div className="flex flex-wrap items-center gap-3">
              <div className="min-w-0">
                <h1 className="text-xl font-semibold tracking-tight">{queueLabel(data.queueName)}</h1>
                <p className="font-mono text-xs break-all text-zinc-600 dark:text-zinc-400" data-testid="job-id">
                  Job {data.jobId}
                </p>
              </div>
              <JobStatusBadge status={data.status} />
              {data.status === "failed" && (
                <Button
                  className="ml-auto"
                  pending={retry.isPending}
                  onClick={() => retry.mutate(undefined, { onSuccess: (created) => router.push(`/admin/jobs/${created.jobId}`) })}
                >
                  Retry
                </Button>
              )}
            </div>
            <ProblemAlert error={retry.error} />
            <Card>
              <Details
                items={[
                  [
                    "Queue",
                    <span key="q" className="font-mono text-xs">
                      {data.queueName}
                    </span>,
                  ],
                  [
                    "Event",
                    <span key="e" className="font-mono text-xs">
                      {data.event.name}
                    </span>,
                  ],
                  ["Attempts", data.attempts],
                  ["Created", <Time key="c" value={data.createdAt} relative={false} />],
                  ["Started", <Time key="s" value={data.startedAt} relative={false} />],
                  ["Finished", <Time key="f" value={data.finishedAt} relative={false} />],
                  ["Runs next", data.status === "queued" || data.status === "sleeping" ? <Time key="r" value={data.runAt} /> : "—"],
                  [
                    "Retry of",
                    data.retryOfId ? (
                      <Link key="o" className="font-mono text-xs underline" href={`/admin/jobs/${data.retryOfId}`}>
                        The failed run
                      </Link>
                    ) : (
                      "—"
                    ),
                  ],
                ]}
              />
            </Card>
            {data.error != null && (
              <Card title="Error" id="job-error" className="border-red-200 dark:border-red-900">
                <JsonBlock value={data.error} label="Error" />
              </Card>
            )}
            <div className="grid gap-6 lg:grid-cols-2">
              <Card title="Payload" id="job-payload">
                <JsonBlock value={data.payload} label="Payload" />
              </Card>
              <Card title="Result" id="job-result">
                <JsonBlock value={data.result} label="Result" empty={data.status === "completed" ? "No result." : "No result yet."} />
              </Card>
            </div>
            <JobSteps steps={data.steps} />
            <JobLogs logs={data.logs} />
          </div>
        )}
      </QueryState>
    </>
  );
}
