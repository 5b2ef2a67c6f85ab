import "server-only";

import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";

import { cancelled, createJob, type RunEvent } from "./create-job";
import { expressionMatches } from "./expressions";
import type { FunctionConfig } from "./functions";
import { memoizeStep } from "./steps";

type Tx = Prisma.TransactionClient;

interface EventRow {
  id: string;
  name: string;
  data: Record<string, unknown>;
  ts: Date;
  createdAt: Date;
}

export interface PendingWait {
  kind: "event" | "sleep" | "invoke";
  stepId: string;
  /** `event`: the CEL condition, and the wall time the wait started (it only sees later events). */
  if?: string;
  since?: string;
  childJobId?: string;
}

const BATCH = 100;

/**
 * Takes a batch of new events from the outbox and acts on each: starts the runs it triggers,
 * resolves the waits it satisfies and cancels the runs it cancels. Rows are claimed with
 * FOR UPDATE SKIP LOCKED, so several runners share the outbox without handling an event twice.
 * Returns how many events were handled.
 */
export async function dispatchEvents(functions: FunctionConfig[], now: Date): Promise<number> {
  return db().$transaction(async (tx) => {
    const events = await tx.$queryRaw<EventRow[]>`
      SELECT "id", "name", "data", "ts", "createdAt" FROM "JobEvent"
      WHERE "processedAt" IS NULL ORDER BY "createdAt", "id" LIMIT ${BATCH}
      FOR UPDATE SKIP LOCKED`;
    for (const row of events) {
      const event: RunEvent = { name: row.name, data: row.data, id: row.id, ts: row.ts.getTime() };
      await startTriggeredRuns(tx, functions, event, now);
      await resolveWaits(tx, event, row.createdAt, now);
      await cancelRuns(tx, functions, event, now);
    }
    if (events.length > 0) {
      await tx.jobEvent.updateMany({ where: { id: { in: events.map((event) => event.id) } }, data: { processedAt: now } });
    }
    return events.length;
  });
}

async function startTriggeredRuns(tx: Tx, functions: FunctionConfig[], event: RunEvent, now: Date) {
  for (const fn of functions) {
    const trigger = fn.eventTriggers.find(
      (candidate) => candidate.event === event.name && expressionMatches(candidate.expression, { event }),
    );
    if (trigger) await createJob(tx, fn, event, now);
  }
}

/**
 * A waiting run whose condition the event meets gets the event as its step's result. A run
 * whose lease is held is being woken by its timeout right now: the timeout won.
 */
async function resolveWaits(tx: Tx, event: RunEvent, arrivedAt: Date, now: Date) {
  const waiting = await tx.$queryRaw<{ id: string; event: RunEvent; wait: PendingWait }[]>`
    SELECT "id", "event", "wait" FROM "Job"
    WHERE "waitEvent" = ${event.name} AND "status" = 'sleeping'
      AND ("leaseUntil" IS NULL OR "leaseUntil" < ${now})
    FOR UPDATE SKIP LOCKED`;
  for (const job of waiting) {
    if (job.wait.since && arrivedAt < new Date(job.wait.since)) continue;
    if (!expressionMatches(job.wait.if, { event: job.event, async: event })) continue;
    await memoizeStep(tx, job.id, job.wait.stepId, { type: "data", data: event }, now);
    await tx.job.update({ where: { id: job.id }, data: { status: "queued", waitEvent: null, wait: Prisma.DbNull, runAt: now } });
  }
}

async function cancelRuns(tx: Tx, functions: FunctionConfig[], event: RunEvent, now: Date) {
  for (const fn of functions) {
    const rules = fn.cancel.filter((rule) => rule.event === event.name);
    if (rules.length === 0) continue;
    const active = await tx.job.findMany({
      where: { functionId: fn.id, status: { in: ["queued", "running", "sleeping"] } },
      select: { id: true, event: true },
    });
    const doomed = active.filter((job) => rules.some((rule) => expressionMatches(rule.if, { event: job.event, async: event })));
    if (doomed.length > 0) await tx.job.updateMany({ where: { id: { in: doomed.map((job) => job.id) } }, data: cancelled(now) });
  }
}
