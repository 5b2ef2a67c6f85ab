import { Middleware } from "inngest";

import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { log } from "@/lib/log";

import { jobIdForEvent } from "@/lib/events/job-ids";
import { withRunContext, type JobLogLine } from "./run-context";

const json = (value: unknown) =>
  value === undefined || value === null ? Prisma.DbNull : (JSON.parse(JSON.stringify(value)) as Prisma.InputJsonValue);

interface RunEvent {
  name: string;
  data?: unknown;
  id?: string;
  ts?: number;
}

/** Which job record an SDK call belongs to. */
interface JobIdentity {
  jobId: string;
  /** The served function's id as Inngest calls it (`fnId`): `<app id>-<function id>`, or `…-failure` for an onFailure handler. */
  functionId: string;
  queueName: string;
  event: RunEvent;
}

/**
 * With an Inngest server driving the functions, keeps the same job records the embedded runner
 * writes (function and queue, status, event and payload, result, error, attempts, logs), so the
 * admin job views and retries work in both modes. A record is keyed by the function and its
 * event's id (`jobIdForEvent`), which is known before Inngest starts the run: an admin's retry
 * writes the record first, and the run Inngest starts for its event fills it in. Recording
 * never fails a run: errors are only logged.
 */
export class JobRecordMiddleware extends Middleware.BaseMiddleware {
  readonly id = "job-records";
  /** One instance per SDK request: the job this request works on. */
  private job?: JobIdentity;

  /** The whole SDK request runs in the run's log context, so the function's logger lines are kept. */
  override async wrapRequest({ runId, requestInfo, next }: Middleware.WrapRequestArgs): ReturnType<Middleware.WrapRequestArgs["next"]> {
    if (!runId) return next();
    const job = identify(runId, requestInfo.url.searchParams.get("fnId"), await requestInfo.body(), this.client.id);
    this.job = job;
    const lines: JobLogLine[] = [];
    try {
      return await withRunContext(job.jobId, lines, () => next());
    } finally {
      if (lines.length > 0) {
        await record(() =>
          db().jobLog.createMany({ data: lines.map((line) => ({ jobId: job.jobId, level: line.level, message: line.message })) }),
        );
      }
    }
  }

  override async wrapFunctionHandler({ next }: Middleware.WrapFunctionHandlerArgs): Promise<unknown> {
    const job = this.job;
    if (job) await record(() => markRunning(job));
    return next();
  }

  override async onRunComplete({ output }: Middleware.OnRunCompleteArgs): Promise<void> {
    const job = this.job;
    if (!job) return;
    await record(() =>
      db().job.update({
        where: { id: job.jobId },
        data: { status: "completed", result: json(output), error: Prisma.DbNull, finishedAt: new Date(), attempts: { increment: 1 } },
      }),
    );
  }

  override async onRunError({ error, isFinalAttempt }: Middleware.OnRunErrorArgs): Promise<void> {
    const job = this.job;
    if (!job) return;
    await record(() =>
      db().job.update({
        where: { id: job.jobId },
        data: {
          status: isFinalAttempt ? "failed" : "queued",
          error: json({ name: error.name, message: error.message }),
          finishedAt: isFinalAttempt ? new Date() : null,
          attempts: { increment: 1 },
        },
      }),
    );
  }

  /** A step that ran (not a memoized one replayed) is recorded as the embedded runner records it. */
  override async onStepComplete({ stepInfo }: Middleware.OnStepCompleteArgs): Promise<void> {
    const job = this.job;
    if (!job || stepInfo.memoized) return;
    const step = describeStep(stepInfo);
    await record(() =>
      db().jobStep.upsert({
        where: { jobId_stepId: { jobId: job.jobId, stepId: step.id } },
        create: { jobId: job.jobId, stepId: step.id, name: step.name, op: step.op, completedAt: new Date() },
        update: { completedAt: new Date(), error: Prisma.DbNull },
      }),
    );
  }

  override async onStepError({ error, isFinalAttempt, stepInfo }: Middleware.OnStepErrorArgs): Promise<void> {
    const job = this.job;
    if (!job) return;
    const step = describeStep(stepInfo);
    const failure = json({ name: error.name, message: error.message });
    await record(() =>
      db().jobStep.upsert({
        where: { jobId_stepId: { jobId: job.jobId, stepId: step.id } },
        create: {
          jobId: job.jobId,
          stepId: step.id,
          name: step.name,
          op: step.op,
          attempts: 1,
          error: failure,
          completedAt: isFinalAttempt ? new Date() : null,
        },
        update: { attempts: { increment: 1 }, error: failure, completedAt: isFinalAttempt ? new Date() : null },
      }),
    );
    await record(() =>
      db().jobLog.create({
        data: {
          jobId: job.jobId,
          level: isFinalAttempt ? "error" : "warn",
          message: `step ${isFinalAttempt ? "failed" : "attempt failed"}: ${error.message}`,
          stepName: step.name,
        },
      }),
    );
  }
}

/** The op names the embedded runner records (the SDK's wire protocol's), by the SDK's step types. */
const OPS: Record<string, string> = { sleep: "Sleep", waitForEvent: "WaitForEvent", invoke: "InvokeFunction" };

function describeStep(stepInfo: Middleware.OnStepCompleteArgs["stepInfo"]) {
  const options: { name?: string; id?: string } = stepInfo.options;
  return { id: stepInfo.hashedId, name: options.name ?? options.id ?? stepInfo.hashedId, op: OPS[String(stepInfo.stepType)] ?? "StepRun" };
}

function identify(runId: string, fnId: string | null, body: unknown, appId: string): JobIdentity {
  const event = ((body as { event?: RunEvent } | null)?.event ?? { name: "unknown" }) as RunEvent;
  const functionId = fnId ?? "unknown";
  return {
    jobId: event.id ? jobIdForEvent(functionId, event.id) : runId,
    functionId,
    queueName: functionId.startsWith(`${appId}-`) ? functionId.slice(appId.length + 1) : functionId,
    event,
  };
}

/** Creates the job on the run's first call (unless a retry created it), and marks it running on each. */
async function markRunning(job: JobIdentity) {
  const now = new Date();
  await db().job.upsert({
    where: { id: job.jobId },
    create: {
      id: job.jobId,
      functionId: job.functionId,
      queueName: job.queueName,
      status: "running",
      event: json(job.event) as Prisma.InputJsonValue,
      payload: json(job.event.data ?? {}) as Prisma.InputJsonValue,
      startedAt: now,
    },
    update: { status: "running" },
  });
  await db().job.updateMany({ where: { id: job.jobId, startedAt: null }, data: { startedAt: now } });
}

async function record(write: () => Promise<unknown>) {
  try {
    await write();
  } catch (error) {
    log.warn({ err: (error as Error).message }, "could not record job");
  }
}
