import "server-only";

import { Prisma } from "@/lib/db/generated/client";

type Tx = Prisma.TransactionClient;

/** A step outcome as the SDK replays it. */
export type StepOutcome = { type: "data"; data: unknown } | { type: "error"; error: unknown };

export interface Memo {
  /** Hashed step id -> outcome, for the request's `steps`. */
  steps: Record<string, StepOutcome>;
  /** Completed step ids in completion order, for `ctx.stack`. */
  stack: string[];
}

/**
 * Records a step's outcome, once, completed at `completedAt`: the next SDK call replays it
 * instead of running the step. Written only by the run's lease holder.
 */
export async function memoizeStep(
  tx: Tx,
  jobId: string,
  stepId: string,
  outcome: StepOutcome,
  completedAt: Date,
  describe: { name?: string; op?: string } = {},
): Promise<void> {
  const { _max } = await tx.jobStep.aggregate({ where: { jobId }, _max: { position: true } });
  const position = (_max.position ?? -1) + 1;
  const stored = {
    position,
    completedAt,
    // A step that returned nothing (a sleep) is stored as SQL NULL and replays as null.
    data: outcome.type === "data" && outcome.data != null ? (outcome.data as Prisma.InputJsonValue) : Prisma.DbNull,
    error: outcome.type === "error" ? (outcome.error as Prisma.InputJsonValue) : Prisma.DbNull,
  };
  await tx.jobStep.upsert({
    where: { jobId_stepId: { jobId, stepId } },
    create: { jobId, stepId, name: describe.name ?? stepId, op: describe.op ?? "StepRun", ...stored },
    update: stored,
  });
}

export async function loadMemo(tx: Tx, jobId: string): Promise<Memo & { attempts: Record<string, number> }> {
  const rows = await tx.jobStep.findMany({ where: { jobId }, orderBy: { position: "asc" } });
  const memo: Memo & { attempts: Record<string, number> } = { steps: {}, stack: [], attempts: {} };
  for (const row of rows) {
    memo.attempts[row.stepId] = row.attempts;
    if (!row.completedAt) continue;
    memo.steps[row.stepId] = row.error !== null ? { type: "error", error: row.error } : { type: "data", data: row.data };
    memo.stack.push(row.stepId);
  }
  return memo;
}
