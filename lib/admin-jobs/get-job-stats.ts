import "server-only";

import { db } from "@/lib/db/client";

import { JOB_STATUSES } from "./schemas";

interface Row {
  day: string;
  queueName: string;
  status: (typeof JOB_STATUSES)[number];
  count: bigint | number;
}

interface DurationRow {
  day: string;
  queueName: string;
  mean: number | null;
  p95: number | null;
}

/** Per UTC day of creation and queue: counts by status, mean and p95 duration. Aggregated in SQL. */
export async function getJobStats(days: number, now = new Date()) {
  const since = new Date(now.getTime() - days * 86_400_000);
  const [counts, durations] = await Promise.all([
    db().$queryRaw<Row[]>`
      SELECT to_char(date_trunc('day', "createdAt"), 'YYYY-MM-DD') AS "day", "queueName", "status"::text AS "status", count(*) AS "count"
      FROM "Job" WHERE "createdAt" >= ${since}
      GROUP BY 1, 2, 3`,
    db().$queryRaw<DurationRow[]>`
      SELECT to_char(date_trunc('day', "createdAt"), 'YYYY-MM-DD') AS "day", "queueName",
             avg(extract(epoch FROM ("finishedAt" - "startedAt")) * 1000)::float8 AS "mean",
             percentile_cont(0.95) WITHIN GROUP (ORDER BY extract(epoch FROM ("finishedAt" - "startedAt")) * 1000)::float8 AS "p95"
      FROM "Job" WHERE "createdAt" >= ${since} AND "finishedAt" IS NOT NULL AND "startedAt" IS NOT NULL
      GROUP BY 1, 2`,
  ]);
  const groups = new Map<
    string,
    {
      day: string;
      queueName: string;
      total: number;
      counts: Record<string, number>;
      meanDurationMs: number | null;
      p95DurationMs: number | null;
    }
  >();
  for (const row of counts) {
    const key = `${row.day}|${row.queueName}`;
    const group = groups.get(key) ?? {
      day: row.day,
      queueName: row.queueName,
      total: 0,
      counts: Object.fromEntries(JOB_STATUSES.map((status) => [status, 0])),
      meanDurationMs: null,
      p95DurationMs: null,
    };
    group.counts[row.status] = Number(row.count);
    group.total += Number(row.count);
    groups.set(key, group);
  }
  for (const row of durations) {
    const group = groups.get(`${row.day}|${row.queueName}`);
    if (!group) continue;
    group.meanDurationMs = row.mean === null ? null : Math.round(row.mean);
    group.p95DurationMs = row.p95 === null ? null : Math.round(row.p95);
  }
  const items = [...groups.values()].sort((a, b) => a.day.localeCompare(b.day) || a.queueName.localeCompare(b.queueName));
  return { days, items: items as ((typeof items)[number] & { counts: Record<(typeof JOB_STATUSES)[number], number> })[] };
}
