import "server-only";

import { randomUUID } from "node:crypto";

import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { inngestEnv } from "@/lib/env";
import { writeOutbox } from "@/lib/events/outbox";
import { ApiError, notFound } from "@/lib/http/errors";
import { jobIdForEvent } from "@/lib/events/job-ids";

import { prepareRetry } from "./prepare-retry";
import { toJobSummary } from "./to-view";

interface StoredEvent {
  name: string;
  data?: Record<string, unknown>;
}

/**
 * Retries a failed job: the same function runs again with the original event's payload (as a
 * new event, with an id of its own), in one transaction with reopening what the event is about
 * (a failed sync task or email, an agent in error; see prepareRetry) and resuming the queue (a
 * retry nobody runs helps no one). The new job is linked to the failed one by `retryOfId`.
 *
 * The embedded runner runs the new job record itself. With an Inngest server, the event goes to
 * it through the outbox, and the run Inngest starts for it writes to that record (its id is
 * derived from the function and the event id, as the job-record middleware derives it). Every
 * catalogued event triggers one function, so the re-sent event re-runs exactly this one. Runs of
 * Inngest's own events (schedules, failure handlers) cannot be re-sent to a server.
 */
export async function retryJob(jobId: string) {
  const embedded = inngestEnv().embeddedRunner;
  return db().$transaction(async (tx) => {
    const original = await tx.job.findUnique({ where: { id: jobId } });
    if (!original) throw notFound("job");
    if (original.status !== "failed") {
      throw new ApiError("job_not_failed", `Job ${jobId} is ${original.status}; only failed jobs can be retried.`);
    }
    const stored = original.event as unknown as StoredEvent;
    if (!embedded && stored.name.startsWith("inngest/")) {
      throw new ApiError(
        "job_not_retriable",
        "Inngest runs scheduled jobs and failure handlers itself: this one runs again at its next schedule, or rerun it from Inngest's dashboard.",
      );
    }
    const event = { name: stored.name, data: stored.data ?? {}, id: randomUUID(), ts: Date.now() };
    await prepareRetry(tx, event);
    const retry = await tx.job.create({
      data: {
        id: jobIdForEvent(original.functionId, event.id),
        functionId: original.functionId,
        queueName: original.queueName,
        event: event as unknown as Prisma.InputJsonValue,
        payload: original.payload ?? {},
        maxAttempts: original.maxAttempts,
        concurrencyKeys: original.concurrencyKeys,
        concurrencyLimits: original.concurrencyLimits,
        retryOfId: original.id,
      },
    });
    if (!embedded) await writeOutbox(tx, [event]);
    await tx.jobQueue.updateMany({ where: { name: original.queueName, paused: true }, data: { paused: false } });
    return toJobSummary(retry);
  });
}
