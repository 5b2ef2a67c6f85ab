import "server-only";

import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";

import { cancelled, createJob, type RunEvent } from "./create-job";
import { expressionMatches } from "./expressions";
import type { FunctionConfig } from "./functions";

type Tx = Prisma.TransactionClient;

interface EventRow {
  id: string;
  name: string;
  data: Record<string, unknown>;
  ts: Date;
}

const BATCH = 100;

/**
 * Takes a batch of new events from the outbox and acts on each: starts the runs it triggers
 * and cancels the runs it cancels. Rows are claimed with
 * FOR UPDATE SKIP LOCKED, so several runners share the outbox without handling an event twice.
 * Returns how many events were handled.
 */
export async function dispatchEvents(functions: FunctionConfig[], now: Date): Promise<number> {
  return db().$transaction(async (tx) => {
    const events = await tx.$queryRaw<EventRow[]>`
      SELECT "id", "name", "data", "ts" FROM "JobEvent"
      WHERE "processedAt" IS NULL ORDER BY "createdAt", "id" LIMIT ${BATCH}
      FOR UPDATE SKIP LOCKED`;
    for (const row of events) {
      const event: RunEvent = { name: row.name, data: row.data, id: row.id, ts: row.ts.getTime() };
      await startTriggeredRuns(tx, functions, event, now);
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
