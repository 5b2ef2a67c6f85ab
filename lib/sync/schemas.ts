import { z } from "zod";

import { paginationQuery } from "@/lib/http/pagination";
import { timestamp } from "@/lib/http/schemas";

export const TASK_STATUSES = ["queued", "running", "succeeded", "failed"] as const;

export const task = z
  .object({
    id: z.string(),
    appId: z.string(),
    kind: z.literal("sync"),
    reason: z.string().describe("registered, on_demand, scheduled, credentials_replaced or store_webhook"),
    status: z.enum(TASK_STATUSES),
    progress: z.number().int().min(0).max(100),
    currentStep: z.string().nullable(),
    counts: z.record(z.string(), z.number()).describe("What finished steps read, e.g. `{reviews: 640}`."),
    error: z.string().nullable(),
    createdAt: timestamp,
    startedAt: timestamp.nullable(),
    finishedAt: timestamp.nullable(),
  })
  .meta({ id: "Task" });

export const listTasksQuery = paginationQuery.extend({
  appId: z.string().min(1).max(64).optional(),
  status: z.enum(TASK_STATUSES).optional(),
});

export const taskParams = z.strictObject({ taskId: z.string().min(1).max(64) });
