import Link from "next/link";

import { JobStatusBadge } from "@/components/ui/status-badge";
import { Time } from "@/components/ui/time";
import type { JobSummary } from "@/client/api-types";
import { formatDuration } from "@/client/format";
import { queueLabel } from "@/client/job-labels";

const duration = (job: JobSummary) =>
  job.startedAt && job.finishedAt ? formatDuration(new Date(job.finishedAt).getTime() - new Date(job.startedAt).getTime()) : "—";

export function JobsTable({ jobs }: { jobs: JobSummary[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900">
      <table className="card-table w-full text-left text-sm">
        <caption className="sr-only">Jobs, newest first</caption>
        <thead className="border-b border-zinc-200 text-xs text-zinc-600 dark:text-zinc-400 uppercase dark:border-zinc-800">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium">
              Job
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              Status
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              Attempts
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              Created
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              Duration
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-100 dark:divide-zinc-800">
          {jobs.map((job) => (
            <tr key={job.jobId} data-testid="job-row">
              <td data-label="Job" className="px-4 py-2.5">
                <Link href={`/admin/jobs/${job.jobId}`} className="font-medium hover:underline">
                  {queueLabel(job.queueName)}
                </Link>
                {job.retryOfId && <span className="ml-1.5 text-xs text-zinc-600 dark:text-zinc-400">(retry)</span>}
                <div className="font-mono text-xs text-zinc-600 dark:text-zinc-400">{job.queueName}</div>
              </td>
              <td data-label="Status" className="px-4 py-2.5">
                <JobStatusBadge status={job.status} />
              </td>
              <td data-label="Attempts" className="px-4 py-2.5 tabular-nums">
                {job.attempts}
              </td>
              <td data-label="Created" className="px-4 py-2.5">
                <Time value={job.createdAt} />
              </td>
              <td data-label="Duration" className="px-4 py-2.5 tabular-nums">
                {duration(job)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
