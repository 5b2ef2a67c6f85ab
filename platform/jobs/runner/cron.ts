import "server-only";

import { CronExpressionParser } from "cron-parser";

import { db } from "@/lib/db/client";

import { createJob } from "./create-job";
import type { FunctionConfig } from "./functions";

function nextCronTime(cron: string, after: Date): Date {
  return CronExpressionParser.parse(cron, { currentDate: after, tz: "UTC" }).next().toDate();
}

/** Makes sure each cron trigger has a schedule row; existing schedules keep their next time. */
export async function registerCronSchedules(functions: FunctionConfig[], now: Date): Promise<void> {
  for (const fn of functions) {
    for (const cron of fn.crons) {
      await db().cronSchedule.upsert({
        where: { functionId_cron: { functionId: fn.id, cron } },
        create: { functionId: fn.id, cron, nextRunAt: nextCronTime(cron, now) },
        update: {},
      });
    }
  }
}

/**
 * Starts a run for each schedule that is due and advances it, in one transaction with the
 * row locked (SKIP LOCKED), so that across runners each tick fires once. Ticks missed while
 * no runner was up are not replayed: the next one is computed from now.
 */
export async function fireDueCrons(functions: FunctionConfig[], now: Date): Promise<number> {
  const byId = new Map(functions.map((fn) => [fn.id, fn]));
  return db().$transaction(async (tx) => {
    const due = await tx.$queryRaw<{ functionId: string; cron: string; nextRunAt: Date }[]>`
      SELECT "functionId", "cron", "nextRunAt" FROM "CronSchedule"
      WHERE "nextRunAt" <= ${now} FOR UPDATE SKIP LOCKED`;
    for (const schedule of due) {
      const fn = byId.get(schedule.functionId);
      if (fn?.crons.includes(schedule.cron)) {
        await createJob(
          tx,
          fn,
          {
            name: "inngest/scheduled.timer",
            data: { cron: schedule.cron },
            id: `${fn.id}:${schedule.nextRunAt.toISOString()}`,
            ts: schedule.nextRunAt.getTime(),
          },
          now,
        );
      }
      await tx.cronSchedule.update({
        where: { functionId_cron: { functionId: schedule.functionId, cron: schedule.cron } },
        data: { nextRunAt: nextCronTime(schedule.cron, now) },
      });
    }
    return due.length;
  });
}
