import "server-only";

import { db } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";

import { toJobSummary } from "./to-view";

/** Log lines shown with a job; the newest are kept when a run wrote more. */
const LOG_LINES = 500;

export async function getJob(jobId: string) {
  const job = await db().job.findUnique({
    where: { id: jobId },
    include: {
      steps: { orderBy: [{ position: "asc" }, { createdAt: "asc" }] },
      logs: { orderBy: { id: "desc" }, take: LOG_LINES },
    },
  });
  if (!job) throw notFound("job");
  const event = job.event as { name: string; id?: string };
  return {
    ...toJobSummary(job),
    event: { name: event.name, id: event.id },
    result: job.result ?? null,
    runAt: job.runAt.toISOString(),
    steps: job.steps.map((step) => ({
      name: step.name,
      op: step.op,
      attempts: step.attempts,
      completedAt: step.completedAt?.toISOString() ?? null,
      error: step.error ?? null,
    })),
    logs: job.logs
      .reverse()
      .map((line) => ({ at: line.createdAt.toISOString(), level: line.level, message: line.message, step: line.stepName })),
  };
}
