import "server-only";

import { jobCountsByStatus } from "@/lib/admin-jobs/status-counts";
import { db } from "@/lib/db/client";
import { AgentStatus, JobStatus, SyncStatus, TicketStatus } from "@/lib/db/generated/enums";

const DAY_MS = 86_400_000;

type Counts = Record<string, number | string>;

/** `{total, byStatus}` with every value of the enum, zero for values no row has. */
function tally<Value extends string>(values: Record<string, Value>, grouped: Counts | null) {
  const byStatus = Object.fromEntries(Object.values(values).map((value) => [value, Number(grouped?.[value] ?? 0)])) as Record<
    Value,
    number
  >;
  return { total: (Object.values(byStatus) as number[]).reduce((sum, count) => sum + count, 0), byStatus };
}

interface SmallCountsRow {
  users: { total: number; admins: number; banned: number; newLast7Days: number; newLast30Days: number; payingSubscriptions: number };
  plans: Counts | null;
  apps: Counts | null;
  agents: Counts | null;
  awaitingApproval: bigint;
  tickets: Counts | null;
}

/**
 * Platform-wide counts, each an aggregate query (count, GROUP BY, FILTER) answered from indexes
 * where the table is large: no rows are loaded. Jobs by status overall come from the counts the
 * triggers on "Job" keep (lib/admin-jobs/status-counts.ts), since that table only grows; the last 24
 * hours are counted through the createdAt index. The four statements run at once (on PostgreSQL
 * each on its own pooled connection; PGlite runs them one after the other).
 */
export async function platformCounts(now: Date) {
  const since = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const [jobs, recentJobs, [reviews], [small]] = await Promise.all([
    jobCountsByStatus(),
    db().job.groupBy({ by: ["status"], where: { createdAt: { gte: since(1) } }, _count: { _all: true } }),
    // No response at the store: `responded=false` in the reviews list (responseBody is set with
    // it). One pass over the responseStoreId index.
    db().$queryRaw<{ total: bigint; unanswered: bigint }[]>`
      SELECT count(*) AS "total", count(*) FILTER (WHERE "responseStoreId" IS NULL) AS "unanswered" FROM "CustomerReview"`,
    db().$queryRaw<SmallCountsRow[]>`
      SELECT
        (SELECT json_build_object(
                  'total', count(*),
                  'admins', count(*) FILTER (WHERE "role" = 'admin'),
                  'banned', count(*) FILTER (WHERE "banned"),
                  'newLast7Days', count(*) FILTER (WHERE "createdAt" >= ${since(7)}),
                  'newLast30Days', count(*) FILTER (WHERE "createdAt" >= ${since(30)}),
                  'payingSubscriptions', (SELECT count(*) FROM "Team" WHERE "subscriptionStatus" IN ('trialing', 'active', 'past_due')))
           FROM "User") AS "users",
        (SELECT json_object_agg("planId", "count") FROM (SELECT "planId", count(*) AS "count" FROM "Team" GROUP BY "planId") AS s) AS "plans",
        (SELECT json_object_agg("syncStatus", "count") FROM (SELECT "syncStatus", count(*) AS "count" FROM "App" GROUP BY "syncStatus") AS s) AS "apps",
        (SELECT json_object_agg("status", "count") FROM (SELECT "status", count(*) AS "count" FROM "Agent" GROUP BY "status") AS s) AS "agents",
        (SELECT count(*) FROM "Agent" WHERE "pendingActionId" IS NOT NULL) AS "awaitingApproval",
        (SELECT json_object_agg("status", "count") FROM (SELECT "status", count(*) AS "count" FROM "SupportTicket" GROUP BY "status") AS s) AS "tickets"`,
  ]);
  const recentJobCounts = Object.fromEntries(recentJobs.map((row) => [row.status, row._count._all]));
  const apps = tally(SyncStatus, small!.apps);
  return {
    users: { ...small!.users, byPlan: tally({ free: "free", pro: "pro", business: "business" }, small!.plans).byStatus },
    apps: { total: apps.total, syncing: apps.byStatus.syncing, failing: apps.byStatus.failed, bySyncStatus: apps.byStatus },
    jobs: { ...tally(JobStatus, jobs), last24Hours: tally(JobStatus, recentJobCounts) },
    reviews: { total: Number(reviews!.total), unanswered: Number(reviews!.unanswered) },
    agents: { ...tally(AgentStatus, small!.agents), awaitingApproval: Number(small!.awaitingApproval) },
    tickets: tally(TicketStatus, small!.tickets),
  };
}
