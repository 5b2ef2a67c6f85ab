import { z } from "zod";

import { paginationQuery } from "@/lib/http/pagination";
import { timestamp } from "@/lib/http/schemas";

export const JOB_STATUSES = ["queued", "running", "sleeping", "completed", "failed", "cancelled"] as const;

const queueName = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9._:/-]+$/, "Letters, digits and . _ : / - only");

export const jobSummary = z
  .object({
    jobId: z.string(),
    queueName: z.string(),
    status: z.enum(JOB_STATUSES),
    payload: z.unknown().describe("The triggering event's data."),
    attempts: z.number().int(),
    error: z.unknown().nullable(),
    retryOfId: z.string().nullable().describe("The failed job this one retries."),
    createdAt: timestamp,
    startedAt: timestamp.nullable(),
    finishedAt: timestamp.nullable(),
  })
  .meta({ id: "JobSummary" });

export const jobDetail = jobSummary
  .extend({
    event: z.object({ name: z.string(), id: z.string().optional() }).describe("The triggering event (name and id)."),
    result: z.unknown().nullable(),
    runAt: timestamp.describe("When the job runs next (a sleep's end, a retry, a wait's timeout)."),
    steps: z.array(
      z.object({
        name: z.string(),
        op: z.string(),
        attempts: z.number().int(),
        completedAt: timestamp.nullable(),
        error: z.unknown().nullable(),
      }),
    ),
    logs: z.array(z.object({ at: timestamp, level: z.string(), message: z.string(), step: z.string().nullable() })),
  })
  .meta({ id: "JobDetail" });

export const listJobsQuery = paginationQuery.extend({
  status: z.enum(JOB_STATUSES).optional(),
  queueName: queueName.optional(),
  search: z.string().trim().min(1).max(200).optional().describe("Matches the job id, or any text in its payload."),
  days: z.coerce.number().int().min(1).max(365).optional().describe("Only jobs created in the last N days."),
});

export const statsQuery = z.strictObject({
  days: z.coerce.number().int().min(1).max(90).default(7),
});

export const jobStats = z.object({
  days: z.number().int(),
  items: z.array(
    z.object({
      day: z.string().describe("UTC date, YYYY-MM-DD"),
      queueName: z.string(),
      total: z.number().int(),
      counts: z.object(
        Object.fromEntries(JOB_STATUSES.map((status) => [status, z.number().int()])) as Record<(typeof JOB_STATUSES)[number], z.ZodNumber>,
      ),
      meanDurationMs: z.number().nullable().describe("Of finished jobs: finishedAt - startedAt."),
      p95DurationMs: z.number().nullable(),
    }),
  ),
});

export const queueInfo = z.object({ name: z.string(), paused: z.boolean() }).meta({ id: "JobQueue" });

export const jobIdParams = z.strictObject({ jobId: z.string().min(1).max(64) });
export const queueParams = z.strictObject({ queueName });

export const outboxStatusSchema = z
  .object({
    drain: z.enum(["embedded_runner", "inngest"]).describe("Who delivers events: the embedded runner, or the relay to an Inngest server."),
    state: z
      .enum(["ok", "delayed", "failing"])
      .describe("`failing`: sending some events failed (they are retried with backoff); `delayed`: the oldest waits over a minute."),
    pending: z.number().int().describe("Events written and not yet delivered."),
    failing: z.number().int().describe("Of those, events whose last send failed."),
    lagSeconds: z.number().int().describe("Age of the oldest undelivered event."),
    oldestPendingAt: timestamp.nullable(),
    lastDeliveredAt: timestamp.nullable(),
    lastError: z.string().nullable().describe("The latest send failure, summarised (e.g. `Inngest's Event API answered 503`)."),
  })
  .meta({ id: "OutboxStatus" });
