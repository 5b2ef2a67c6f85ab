import { Middleware } from "inngest";

import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { log } from "@/lib/log";

import { withRunContext, type JobLogLine } from "./run-context";

type Ctx = Middleware.WrapFunctionHandlerArgs["ctx"];
type Fn = Middleware.WrapFunctionHandlerArgs["fn"];

const json = (value: unknown) => (value === undefined || value === null ? Prisma.DbNull : (JSON.parse(JSON.stringify(value)) as Prisma.InputJsonValue));

/**
 * With an Inngest server driving the functions, keeps the same job records the embedded runner
 * writes (status, payload, result, error, attempts, logs) so that the admin job views work in
 * both modes. The run id is Inngest's. Recording never fails a run: errors are only logged.
 */
export class JobRecordMiddleware extends Middleware.BaseMiddleware {
  readonly id = "job-records";

  /** The whole SDK request runs in the run's log context, so the function's logger lines are kept. */
  override async wrapRequest({ runId, next }: Middleware.WrapRequestArgs): ReturnType<Middleware.WrapRequestArgs["next"]> {
    if (!runId) return next();
    const lines: JobLogLine[] = [];
    try {
      return await withRunContext(runId, lines, () => next());
    } finally {
      if (lines.length > 0) {
        await record(() => db().jobLog.createMany({ data: lines.map((line) => ({ jobId: runId, level: line.level, message: line.message })) }));
      }
    }
  }

  override async wrapFunctionHandler({ ctx, fn, next }: Middleware.WrapFunctionHandlerArgs): Promise<unknown> {
    await record(() => markRunning(ctx, fn));
    return next();
  }

  override async onRunComplete({ ctx, output }: Middleware.OnRunCompleteArgs): Promise<void> {
    await record(() =>
      db().job.update({
        where: { id: ctx.runId },
        data: { status: "completed", result: json(output), error: Prisma.DbNull, finishedAt: new Date(), attempts: { increment: 1 } },
      }),
    );
  }

  override async onRunError({ ctx, error, isFinalAttempt }: Middleware.OnRunErrorArgs): Promise<void> {
    await record(() =>
      db().job.update({
        where: { id: ctx.runId },
        data: {
          status: isFinalAttempt ? "failed" : "queued",
          error: json({ name: error.name, message: error.message }),
          finishedAt: isFinalAttempt ? new Date() : null,
          attempts: { increment: 1 },
        },
      }),
    );
  }

  override async onStepError({ ctx, error, isFinalAttempt, stepInfo }: Middleware.OnStepErrorArgs): Promise<void> {
    const step = (stepInfo as { options?: { name?: string; id?: string } }).options;
    await record(() =>
      db().jobLog.create({
        data: {
          jobId: ctx.runId,
          level: isFinalAttempt ? "error" : "warn",
          message: `step ${isFinalAttempt ? "failed" : "attempt failed"}: ${error.message}`,
          stepName: step?.name ?? step?.id,
        },
      }),
    );
  }
}

/** Creates the job on the run's first call, and marks it running on each later one. */
async function markRunning(ctx: Ctx, fn: Fn) {
  const event = ctx.event as { name: string; data?: unknown; id?: string; ts?: number };
  await db().job.upsert({
    where: { id: ctx.runId },
    create: {
      id: ctx.runId,
      functionId: fn.id(),
      queueName: fn.id(),
      status: "running",
      event: json(event) as Prisma.InputJsonValue,
      payload: json(event.data ?? {}) as Prisma.InputJsonValue,
      startedAt: new Date(),
    },
    update: { status: "running" },
  });
}

async function record(write: () => Promise<unknown>) {
  try {
    await write();
  } catch (error) {
    log.warn({ err: (error as Error).message }, "could not record job");
  }
}
