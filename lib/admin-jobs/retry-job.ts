import "server-only";

import { db } from "@/lib/db/client";
import { ApiError, notFound } from "@/lib/http/errors";

import { toJobSummary } from "./to-view";

/**
 * Retries a failed job: a new job of the same function with the same event, linked to the
 * original, in one transaction with resuming its queue (a retry nobody runs helps no one).
 */
export async function retryJob(jobId: string) {
  return db().$transaction(async (tx) => {
    const original = await tx.job.findUnique({ where: { id: jobId } });
    if (!original) throw notFound("job");
    if (original.status !== "failed") {
      throw new ApiError("job_not_failed", `Job ${jobId} is ${original.status}; only failed jobs can be retried.`);
    }
    const retry = await tx.job.create({
      data: {
        functionId: original.functionId,
        queueName: original.queueName,
        event: original.event ?? {},
        payload: original.payload ?? {},
        maxAttempts: original.maxAttempts,
        concurrencyKey: original.concurrencyKey,
        concurrencyLimit: original.concurrencyLimit,
        singletonKey: original.singletonKey,
        retryOfId: original.id,
      },
    });
    await tx.jobQueue.updateMany({ where: { name: original.queueName, paused: true }, data: { paused: false } });
    return toJobSummary(retry);
  });
}
