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

/** Creates a run of `fn` for `event`, with its concurrency keys evaluated. */
export async function createJob(tx: Tx, fn: FunctionConfig, event: RunEvent, now: Date): Promise<void> {
  const concurrencyKeys = fn.concurrency.map(
    (entry, index) => `${fn.id}${index === 0 ? "" : `#${index + 1}`}:${entry.key ? evaluateKey(entry.key, { event }) : ""}`,
  );
  await tx.job.create({
    data: {
      functionId: fn.id,
      queueName: fn.queueName,
      event: event as unknown as Prisma.InputJsonValue,
      payload: event.data as Prisma.InputJsonValue,
      maxAttempts: fn.maxAttempts,
      runAt: now,
      concurrencyKeys,
      concurrencyLimits: fn.concurrency.map((entry) => entry.limit),
      createdAt: now,
    },
    select: { id: true },
  });
}

/** The fields that end a run as cancelled. */
export const cancelled = (now: Date) => ({
  status: "cancelled" as const,
  finishedAt: now,
  leaseOwner: null,
  leaseUntil: null,
});
