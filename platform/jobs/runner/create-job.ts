import "server-only";

import { Prisma } from "@/lib/db/generated/client";

import { evaluateKey } from "./expressions";
import type { FunctionConfig } from "./functions";

type Tx = Prisma.TransactionClient;

export interface RunEvent {
  name: string;
  data: Record<string, unknown>;
  id: string;
  ts: number;
}

/**
 * Creates a run of `fn` for `event`, applying the function's singleton rule: with mode `skip`
 * a run is not created while another with the same key is active; with `cancel` the active
 * one is cancelled. Returns the new job's id, or null when skipped.
 */
export async function createJob(
  tx: Tx,
  fn: FunctionConfig,
  event: RunEvent,
  now: Date,
  links: { parentJobId?: string; parentStepId?: string; retryOfId?: string } = {},
): Promise<string | null> {
  const context = { event };
  const singletonKey = fn.singleton ? `${fn.id}:${fn.singleton.key ? evaluateKey(fn.singleton.key, context) : ""}` : null;
  if (singletonKey) {
    const active = { singletonKey, status: { in: ["queued", "running", "sleeping"] as const } } satisfies Prisma.JobWhereInput;
    if (fn.singleton!.mode === "skip" && (await tx.job.count({ where: active })) > 0) return null;
    if (fn.singleton!.mode === "cancel") await tx.job.updateMany({ where: active, data: cancelled(now) });
  }
  const concurrencyKeys = fn.concurrency.map(
    (entry, index) => `${fn.id}${index === 0 ? "" : `#${index + 1}`}:${entry.key ? evaluateKey(entry.key, context) : ""}`,
  );
  const job = await tx.job.create({
    data: {
      functionId: fn.id,
      queueName: fn.queueName,
      event: event as unknown as Prisma.InputJsonValue,
      payload: event.data as Prisma.InputJsonValue,
      maxAttempts: fn.maxAttempts,
      runAt: now,
      concurrencyKeys,
      concurrencyLimits: fn.concurrency.map((entry) => entry.limit),
      singletonKey,
      createdAt: now,
      ...links,
    },
    select: { id: true },
  });
  return job.id;
}

/** The fields that end a run as cancelled. */
export const cancelled = (now: Date) => ({
  status: "cancelled" as const,
  finishedAt: now,
  waitEvent: null,
  wait: Prisma.DbNull,
  leaseOwner: null,
  leaseUntil: null,
});
