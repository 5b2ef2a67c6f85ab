import "server-only";

import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";

/** How many runs hold the concurrency key `key` (an SQL expression) now: running, under a live lease. */
const runningWithKey = (key: Prisma.Sql, now: Date) => Prisma.sql`
  SELECT count(*)::int FROM "Job" r
  WHERE r."concurrencyKeys" @> ARRAY[${key}] AND r."status" = 'running' AND r."leaseUntil" >= ${now}`;

/**
 * A run that may start now (alias `j`): due, not held by a live lease, its queue not paused,
 * and each of its concurrency keys below its limit (a run held back by a limit is not due work).
 */
const dueRun = (now: Date) => Prisma.sql`
  j."status" IN ('queued', 'running', 'sleeping') AND j."runAt" <= ${now}
  AND (j."leaseUntil" IS NULL OR j."leaseUntil" < ${now})
  AND NOT EXISTS (SELECT 1 FROM "JobQueue" q WHERE q."name" = j."queueName" AND q."paused")
  AND NOT EXISTS (
    SELECT 1 FROM unnest(j."concurrencyKeys", j."concurrencyLimits") AS c("key", "limit")
    WHERE (${runningWithKey(Prisma.sql`c."key"`, now)}) >= c."limit"
  )`;

/**
 * Leases up to `limit` runs that are due: new or retrying runs, ended sleeps,
 * and runs whose previous runner stopped holding them (an expired lease: a crash or restart).
 * FOR UPDATE SKIP LOCKED lets several runners claim side by side without taking the same run;
 * an advisory lock per concurrency key keeps a function's concurrency limits across runners
 * (taken in one order by every runner, so two claims never wait on each other). A run is
 * claimed only while each of its keys is below its limit. Paused queues are passed over.
 */
export async function claimRuns(owner: string, limit: number, now: Date, leaseMs: number): Promise<string[]> {
  return db().$transaction(async (tx) => {
    const candidates = await tx.$queryRaw<{ id: string; concurrencyKeys: string[]; concurrencyLimits: number[] }[]>`
      SELECT j."id", j."concurrencyKeys", j."concurrencyLimits" FROM "Job" j
      WHERE ${dueRun(now)}
      ORDER BY j."runAt", j."id"
      LIMIT ${limit * 4}
      FOR UPDATE OF j SKIP LOCKED`;
    const running = await lockAndCountKeys(tx, [...new Set(candidates.flatMap((candidate) => candidate.concurrencyKeys))], now);
    const claimed: string[] = [];
    for (const candidate of candidates) {
      if (claimed.length >= limit) break;
      const keys = candidate.concurrencyKeys;
      if (keys.some((key, index) => running.get(key)! >= candidate.concurrencyLimits[index]!)) continue;
      for (const key of keys) running.set(key, running.get(key)! + 1);
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

/**
 * Takes the advisory lock of each key (until the transaction ends), in the order of the locks'
 * numbers, then counts the runs holding each key now.
 */
async function lockAndCountKeys(tx: Prisma.TransactionClient, keys: string[], now: Date): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  await tx.$executeRaw`
    SELECT pg_advisory_xact_lock(l."lock")
    FROM (SELECT DISTINCT hashtext(k) AS "lock" FROM unnest(${keys}::text[]) AS k ORDER BY 1) AS l`;
  const rows = await tx.$queryRaw<{ key: string; running: number }[]>`
    SELECT k AS "key", (${runningWithKey(Prisma.sql`k`, now)}) AS "running" FROM unnest(${keys}::text[]) AS k`;
  return new Map(rows.map((row) => [row.key, row.running]));
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
