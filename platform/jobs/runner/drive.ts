import "server-only";

import { db } from "@/lib/db/client";
import { Prisma, type Job } from "@/lib/db/generated/client";
import { writeOutbox } from "@/lib/events/outbox";
import { log } from "@/lib/log";
import { truncateText } from "@/lib/text/truncate";

import type { Clock } from "../clock";
import { withRunContext, type JobLogLine } from "../records/run-context";
import { callServeHandler, type SdkAnswer, type ServeHandler } from "../sdk-transport";
import { retryDelay } from "./backoff";
import type { RunEvent } from "./create-job";
import { resolveWakeTime } from "./durations";
import type { FunctionConfig } from "./functions";
import { loadMemo, memoizeStep, type Memo, type StepOutcome } from "./steps";

export interface DriveOptions {
  handler: ServeHandler;
  signingKey: string;
  functions: Map<string, FunctionConfig>;
  clock: Clock;
  owner: string;
  leaseMs: number;
  /** True once the runner is stopping: the run is handed back after its current step. */
  isStopping: () => boolean;
  /** Counters for benchmarks and logs: time spent inside the SDK vs everything else. */
  stats: RunnerStats;
}

export interface RunnerStats {
  sdkCalls: number;
  sdkMs: number;
  stepsPersisted: number;
}

interface Op {
  op: string;
  id: string;
  name?: string;
  displayName?: string;
  data?: unknown;
  error?: unknown;
  opts?: Record<string, unknown>;
}

interface RunState {
  job: Job;
  fn: FunctionConfig;
  memo: Memo & { attempts: Record<string, number> };
  logs: { level: string; message: string; stepName?: string }[];
}

/** SDK calls one claim may make before giving others a turn. */
const MAX_CALLS_PER_CLAIM = 200;

/**
 * What the SDK can ask for that this runner does not do (no function here uses them), by op,
 * with the call that sends it: such a run fails at once, saying so, rather than waiting forever.
 */
const UNSUPPORTED_OPS: Record<string, string> = {
  WaitForEvent: "step.waitForEvent",
  WaitForSignal: "step.waitForSignal",
  InvokeFunction: "step.invoke",
  AIGateway: "step.ai.infer",
};

/**
 * Drives one leased run forward, step by step, until it completes, fails, sleeps or
 * must retry later. Every step result is persisted (under the lease) before the next SDK
 * call, so a run interrupted at any point resumes from its last persisted step.
 */
export async function driveRun(options: DriveOptions, jobId: string): Promise<void> {
  const job = await db().job.findUnique({ where: { id: jobId } });
  if (!job || job.leaseOwner !== options.owner || job.status !== "running") return;
  const fn = options.functions.get(job.functionId);
  const state: RunState = { job, fn: fn!, memo: await loadMemo(db(), jobId), logs: [] };
  try {
    if (!fn) {
      await finishFailed(options, state, { name: "FunctionNotFound", message: `No function ${job.functionId} is served` });
      return;
    }
    for (let calls = 0; calls < MAX_CALLS_PER_CLAIM && !options.isStopping(); calls++) {
      const answer = await callFunction(options, state, "step", state.job.currentAttempt, false);
      const next = await handleAnswer(options, state, answer);
      if (next === "stop") return;
    }
    await release(options, state, { status: "queued", runAt: options.clock.now() });
  } catch (error) {
    if (error instanceof LeaseLost) return;
    throw error;
  } finally {
    await flushLogs(state);
  }
}

class LeaseLost extends Error {}

async function callFunction(options: DriveOptions, state: RunState, stepId: string, attempt: number, planned: boolean) {
  const { job, memo } = state;
  const event = job.event as unknown as RunEvent;
  const lines: JobLogLine[] = [];
  const started = performance.now();
  const answer = await withRunContext(job.id, lines, () =>
    callServeHandler(options.handler, options.signingKey, {
      method: "POST",
      query: `?fnId=${encodeURIComponent(job.functionId)}&stepId=${encodeURIComponent(stepId)}`,
      body: {
        event,
        events: [event],
        steps: memo.steps,
        version: 2,
        ctx: {
          run_id: job.id,
          attempt,
          max_attempts: job.maxAttempts,
          disable_immediate_execution: planned,
          stack: { stack: memo.stack, current: memo.stack.length },
        },
      },
    }),
  );
  options.stats.sdkCalls += 1;
  options.stats.sdkMs += performance.now() - started;
  state.logs.push(...lines);
  return answer;
}

type Next = "continue" | "stop";

async function handleAnswer(options: DriveOptions, state: RunState, answer: SdkAnswer): Promise<Next> {
  if (answer.status === 200) return finishCompleted(options, state, answer.body);
  if (answer.status === 206 && Array.isArray(answer.body)) return handleOps(options, state, answer.body as Op[], answer);
  const error = errorOf(answer.body);
  const noRetry = answer.headers.get("x-inngest-no-retry") === "true" || answer.status === 400 || answer.status === 401;
  if (!noRetry && state.job.currentAttempt + 1 < state.job.maxAttempts) {
    return scheduleRetry(options, state, error, answer.headers.get("retry-after"));
  }
  return finishFailed(options, state, error);
}

async function handleOps(options: DriveOptions, state: RunState, ops: Op[], answer: SdkAnswer): Promise<Next> {
  const [first] = ops;
  if (!first) return "continue";
  switch (first.op) {
    case "StepRun":
      await persistStep(options, state, first, { type: "data", data: first.data ?? null });
      return "continue";
    case "StepFailed":
      state.logs.push({ level: "error", message: `step failed: ${errorMessage(first.error)}`, stepName: stepName(first) });
      await persistStep(options, state, first, { type: "error", error: first.error });
      return "continue";
    case "StepError": {
      await countStepAttempt(state, first);
      return scheduleRetry(options, state, first.error, answer.headers.get("retry-after"), stepName(first));
    }
    case "StepPlanned":
      return runPlannedSteps(options, state, ops);
    case "Sleep":
      return sleep(options, state, first, resolveWakeTime(first.name ?? "0s", options.clock.now()));
    default: {
      const call = UNSUPPORTED_OPS[first.op] ?? first.op;
      const message = `The embedded runner does not support ${call} (step "${stepName(first)}"): run with an Inngest server, or do without it`;
      return finishFailed(options, state, { name: "UnsupportedOperation", message });
    }
  }
}

/**
 * Parallel steps: the SDK plans them and each is run by its own call. Discovery stays off
 * while they are in flight, so no step runs twice; attempts are counted per step.
 */
async function runPlannedSteps(options: DriveOptions, state: RunState, planned: Op[]): Promise<Next> {
  let retry: { error: unknown; retryAfter: string | null; step: string } | undefined;
  for (const op of planned) {
    if (state.memo.steps[op.id]) continue;
    const answer = await callFunction(options, state, op.id, state.memo.attempts[op.id] ?? 0, true);
    const [result] = Array.isArray(answer.body) ? (answer.body as Op[]) : [];
    if (answer.status === 206 && result?.op === "StepRun") {
      await persistStep(options, state, result, { type: "data", data: result.data ?? null });
    } else if (answer.status === 206 && result?.op === "StepFailed") {
      await persistStep(options, state, result, { type: "error", error: result.error });
    } else if (answer.status === 206 && result?.op === "StepError") {
      await countStepAttempt(state, result);
      retry ??= { error: result.error, retryAfter: answer.headers.get("retry-after"), step: stepName(result) };
    } else {
      return handleAnswer(options, state, answer);
    }
  }
  if (retry) return scheduleRetry(options, state, retry.error, retry.retryAfter, retry.step);
  return "continue";
}

/**
 * Releases the run until `until` with its sleep step already recorded as done at `until` (no
 * result, as Inngest replays an ended sleep): the run is not due before then, so its next call
 * goes past the sleep. One transaction under the lease, so a runner that dies here leaves the
 * run either asleep or still before its sleep, never past it early.
 */
async function sleep(options: DriveOptions, state: RunState, op: Op, until: Date): Promise<Next> {
  state.logs.push({ level: "info", message: `sleeping until ${until.toISOString()}`, stepName: stepName(op) });
  await db().$transaction(async (tx) => {
    await releaseWith(tx, options, state, { status: "sleeping", runAt: until, currentAttempt: 0 });
    await memoizeStep(tx, state.job.id, op.id, { type: "data", data: null }, until, { name: stepName(op), op: op.op });
  });
  return "stop";
}

/**
 * Persists a step result and renews the lease in one statement (this runs once per step, so it
 * is the runner's hot path): the insert happens only if this runner still holds the run.
 * Throws LeaseLost when it does not (cancelled, or taken over after the lease expired).
 */
async function persistStep(options: DriveOptions, state: RunState, op: Op, outcome: StepOutcome) {
  const now = options.clock.now();
  const leaseUntil = new Date(now.getTime() + options.leaseMs);
  const data = outcome.type === "data" && outcome.data != null ? JSON.stringify(outcome.data) : null;
  const error = outcome.type === "error" ? JSON.stringify(outcome.error ?? null) : null;
  const stored = await db().$queryRaw<{ stepId: string }[]>`
    WITH held AS (
      UPDATE "Job" SET "leaseUntil" = ${leaseUntil}, "currentAttempt" = 0, "updatedAt" = ${now}
      WHERE "id" = ${state.job.id} AND "leaseOwner" = ${options.owner} AND "status" = 'running'
      RETURNING "id"
    )
    INSERT INTO "JobStep" ("jobId", "stepId", "name", "op", "position", "data", "error", "attempts", "completedAt", "createdAt")
    SELECT "id", ${op.id}, ${stepName(op)}, ${op.op}, ${state.memo.stack.length}, ${data}::jsonb, ${error}::jsonb, 0, ${now}, ${now} FROM held
    ON CONFLICT ("jobId", "stepId") DO UPDATE SET
      "position" = EXCLUDED."position", "data" = EXCLUDED."data", "error" = EXCLUDED."error", "completedAt" = EXCLUDED."completedAt"
    RETURNING "stepId"`;
  if (stored.length === 0) throw new LeaseLost();
  options.stats.stepsPersisted += 1;
  state.memo.steps[op.id] = outcome;
  state.memo.stack.push(op.id);
  state.job.currentAttempt = 0;
}

async function countStepAttempt(state: RunState, op: Op) {
  state.memo.attempts[op.id] = (state.memo.attempts[op.id] ?? 0) + 1;
  await db().jobStep.upsert({
    where: { jobId_stepId: { jobId: state.job.id, stepId: op.id } },
    create: { jobId: state.job.id, stepId: op.id, name: stepName(op), op: op.op, attempts: 1, error: op.error as Prisma.InputJsonValue },
    update: { attempts: { increment: 1 }, error: op.error as Prisma.InputJsonValue },
  });
}

async function scheduleRetry(
  options: DriveOptions,
  state: RunState,
  error: unknown,
  retryAfter: string | null,
  step?: string,
): Promise<Next> {
  const attempt = state.job.currentAttempt;
  const delay = retryDelay(attempt, retryAfter);
  state.logs.push({
    level: "warn",
    message: `attempt ${attempt + 1} of ${state.job.maxAttempts} failed: ${errorMessage(error)}; retrying in ${Math.round(delay / 1000)} s`,
    stepName: step,
  });
  await release(options, state, {
    status: "queued",
    runAt: new Date(options.clock.now().getTime() + delay),
    currentAttempt: attempt + 1,
    attempts: { increment: 1 },
    error: error as Prisma.InputJsonValue,
  });
  return "stop";
}

async function finishCompleted(options: DriveOptions, state: RunState, result: unknown): Promise<Next> {
  await release(options, state, {
    status: "completed",
    result: result === null || result === undefined ? Prisma.DbNull : (result as Prisma.InputJsonValue),
    error: Prisma.DbNull,
    finishedAt: options.clock.now(),
    attempts: { increment: 1 },
  });
  return "stop";
}

async function finishFailed(options: DriveOptions, state: RunState, error: unknown): Promise<Next> {
  const now = options.clock.now();
  state.logs.push({ level: "error", message: `failed: ${errorMessage(error)}` });
  await db().$transaction(async (tx) => {
    await releaseWith(tx, options, state, {
      status: "failed",
      error: error as Prisma.InputJsonValue,
      finishedAt: now,
      attempts: { increment: 1 },
    });
    // Triggers the function's onFailure handler, as Inngest does.
    await writeOutbox(tx, [
      { name: "inngest/function.failed", data: { function_id: state.job.functionId, run_id: state.job.id, error, event: state.job.event } },
    ]);
  });
  return "stop";
}

type JobUpdate = Prisma.JobUpdateManyMutationInput;

async function release(options: DriveOptions, state: RunState, data: JobUpdate) {
  await db().$transaction((tx) => releaseWith(tx, options, state, data));
}

/** Ends this runner's hold on the run with `data`, unless the run was taken from it (cancelled). */
async function releaseWith(tx: Prisma.TransactionClient, options: DriveOptions, state: RunState, data: JobUpdate) {
  const { count } = await tx.job.updateMany({
    where: { id: state.job.id, leaseOwner: options.owner, status: "running" },
    data: { ...data, leaseOwner: null, leaseUntil: null },
  });
  if (count === 0) throw new LeaseLost();
}

/** Log lines are written once per claim, not per step: they are diagnostics, and steps must stay cheap. */
async function flushLogs(state: RunState) {
  if (state.logs.length === 0) return;
  const lines = state.logs;
  state.logs = [];
  try {
    await db().jobLog.createMany({
      data: lines.map((line) => ({
        jobId: state.job.id,
        level: line.level,
        message: truncateText(line.message, 10_000),
        stepName: line.stepName,
      })),
    });
  } catch (error) {
    // The job may have been deleted meanwhile (its app was); its logs go with it.
    log.warn({ jobId: state.job.id, err: (error as Error).message }, "could not store job logs");
  }
}

const stepName = (op: Op) => op.displayName ?? op.name ?? op.id;

function errorOf(body: unknown): { name: string; message: string; stack?: string } {
  if (body && typeof body === "object" && "message" in body) {
    const { name, message, stack } = body as { name?: string; message: string; stack?: string };
    return { name: name ?? "Error", message, stack };
  }
  return { name: "Error", message: typeof body === "string" ? truncateText(body, 1000) : "The function failed" };
}

function errorMessage(error: unknown): string {
  if (error && typeof error === "object" && "message" in error) return String((error as { message: unknown }).message);
  return String(error);
}
