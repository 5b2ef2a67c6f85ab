import "server-only";

import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";

/**
 * A run that may start now (alias `j`): due, not held by a live lease, its queue not paused,
 * and its concurrency key below its limit (a run held back by the limit is not due work).
 */
const dueRun = (now: Date) => Prisma.sql`
  j."status" IN ('queued', 'running', 'sleeping') AND j."runAt" <= ${now}
  AND (j."leaseUntil" IS NULL OR j."leaseUntil" < ${now})
  AND NOT EXISTS (SELECT 1 FROM "JobQueue" q WHERE q."name" = j."queueName" AND q."paused")
  AND (j."concurrencyKey" IS NULL OR (
    SELECT count(*) FROM "Job" r
    WHERE r."concurrencyKey" = j."concurrencyKey" AND r."status" = 'running' AND r."leaseUntil" >= ${now}
  ) < j."concurrencyLimit")`;

/**
 * Leases up to `limit` runs that are due: new or retrying runs, ended sleeps, timed-out waits,
 * and runs whose previous runner stopped holding them (an expired lease: a crash or restart).
 * FOR UPDATE SKIP LOCKED lets several runners claim side by side without taking the same run;
 * an advisory lock per concurrency key keeps a function's concurrency limit across runners.
 * Paused queues are passed over.
 */
export async function claimRuns(owner: string, limit: number, now: Date, leaseMs: number): Promise<string[]> {
  return db().$transaction(async (tx) => {
    const candidates = await tx.$queryRaw<{ id: string; concurrencyKey: string | null; concurrencyLimit: number | null }[]>`
      SELECT j."id", j."concurrencyKey", j."concurrencyLimit" FROM "Job" j
      WHERE ${dueRun(now)}
      ORDER BY j."runAt", j."id"
      LIMIT ${limit * 4}
      FOR UPDATE OF j SKIP LOCKED`;
    const claimed: string[] = [];
    for (const candidate of candidates) {
      if (claimed.length >= limit) break;
      if (candidate.concurrencyKey && candidate.concurrencyLimit) {
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${candidate.concurrencyKey}))`;
        const running = await tx.job.count({
          where: { concurrencyKey: candidate.concurrencyKey, status: "running", leaseUntil: { gte: now } },
        });
        if (running >= candidate.concurrencyLimit) continue;
      }
      await tx.job.update({
        where: { id: candidate.id },
        data: { status: "running", leaseOwner: owner, leaseUntil: new Date(now.getTime() + leaseMs) },
      });
      claimed.push(candidate.id);
    }
    if (claimed.length > 0) {
      await tx.job.updateMany({ where: { id: { in: claimed }, startedAt: null }, data: { startedAt: now } });
    }
    return claimed;
  });
}

/** Whether a tick has anything to do: new events, due crons, due runs. One round trip. */
export async function pendingWork(now: Date): Promise<{ events: boolean; crons: boolean; runs: boolean }> {
  const [row] = await db().$queryRaw<{ events: boolean; crons: boolean; runs: boolean }[]>`
    SELECT
      EXISTS (SELECT 1 FROM "JobEvent" WHERE "processedAt" IS NULL) AS "events",
      EXISTS (SELECT 1 FROM "CronSchedule" WHERE "nextRunAt" <= ${now}) AS "crons",
      EXISTS (SELECT 1 FROM "Job" j WHERE ${dueRun(now)}) AS "runs"`;
  return row ?? { events: false, crons: false, runs: false };
}
