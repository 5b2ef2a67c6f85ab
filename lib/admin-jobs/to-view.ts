import type { z } from "zod";

import type { Job } from "@/lib/db/generated/client";

import type { jobSummary } from "./schemas";

export function toJobSummary(job: Job): z.input<typeof jobSummary> {
  return {
    jobId: job.id,
    queueName: job.queueName,
    status: job.status,
    payload: job.payload,
    attempts: job.attempts,
    error: job.error ?? null,
    retryOfId: job.retryOfId,
    createdAt: job.createdAt.toISOString(),
    startedAt: job.startedAt?.toISOString() ?? null,
    finishedAt: job.finishedAt?.toISOString() ?? null,
  };
}
