import "server-only";

import { db } from "@/lib/db/client";
import { AgentStatus, JobStatus, SyncStatus, TicketStatus } from "@/lib/db/generated/enums";

const DAY_MS = 86_400_000;

/** `{<every value>: count}` from grouped rows, with zero for values no row has. */
function tally<Value extends string>(values: Record<string, Value>, rows: { key: Value; count: number }[]) {
  const counts = Object.fromEntries(Object.values(values).map((value) => [value, 0])) as Record<Value, number>;
  for (const row of rows) counts[row.key] = row.count;
  return { total: rows.reduce((sum, row) => sum + row.count, 0), byStatus: counts };
}

interface UserCountsRow {
  total: bigint;
  admins: bigint;
  banned: bigint;
  newLast7Days: bigint;
  newLast30Days: bigint;
}

/**
 * Platform-wide counts, each an aggregate query (count, GROUP BY, FILTER): no rows are loaded.
 * The queries are independent and run at once (on PostgreSQL each on its own pooled
 * connection; PGlite runs them one after the other).
 */
export async function platformCounts(now: Date) {
  const since = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const [[users], apps, jobs, recentJobs, reviews, unanswered, agents, awaitingApproval, tickets] = await Promise.all([
    db().$queryRaw<UserCountsRow[]>`
      SELECT count(*) AS "total",
             count(*) FILTER (WHERE "role" = 'admin') AS "admins",
             count(*) FILTER (WHERE "banned") AS "banned",
             count(*) FILTER (WHERE "createdAt" >= ${since(7)}) AS "newLast7Days",
             count(*) FILTER (WHERE "createdAt" >= ${since(30)}) AS "newLast30Days"
      FROM "User"`,
    db().app.groupBy({ by: ["syncStatus"], _count: { _all: true } }),
    db().job.groupBy({ by: ["status"], _count: { _all: true } }),
    db().job.groupBy({ by: ["status"], where: { createdAt: { gte: since(1) } }, _count: { _all: true } }),
    db().customerReview.count(),
    // No response at the store: `responded=false` in the reviews list (responseBody is set with it).
    db().customerReview.count({ where: { responseStoreId: null } }),
    db().agent.groupBy({ by: ["status"], _count: { _all: true } }),
    db().agent.count({ where: { pendingActionId: { not: null } } }),
    db().supportTicket.groupBy({ by: ["status"], _count: { _all: true } }),
  ]);
  const appCounts = tally(SyncStatus, apps.map((row) => ({ key: row.syncStatus, count: row._count._all })));
  const jobRows = (rows: typeof jobs) => rows.map((row) => ({ key: row.status, count: row._count._all }));
  return {
    users: {
      total: Number(users!.total),
      admins: Number(users!.admins),
      banned: Number(users!.banned),
      newLast7Days: Number(users!.newLast7Days),
      newLast30Days: Number(users!.newLast30Days),
    },
    apps: { total: appCounts.total, syncing: appCounts.byStatus.syncing, failing: appCounts.byStatus.failed, bySyncStatus: appCounts.byStatus },
    jobs: { ...tally(JobStatus, jobRows(jobs)), last24Hours: tally(JobStatus, jobRows(recentJobs)) },
    reviews: { total: reviews, unanswered },
    agents: { ...tally(AgentStatus, agents.map((row) => ({ key: row.status, count: row._count._all }))), awaitingApproval },
    tickets: tally(TicketStatus, tickets.map((row) => ({ key: row.status, count: row._count._all }))),
  };
}
