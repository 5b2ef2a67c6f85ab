import "server-only";

import { db } from "@/lib/db/client";
import type { JobStatus } from "@/lib/db/generated/enums";

/**
 * Jobs by status, kept by triggers on "Job" (see `JobStatusCount` in the schema): the folded
 * totals plus the deltas appended since, read in one statement and so from one snapshot. A
 * handful of rows, however many jobs there are; exact, like `count(*)` at that snapshot.
 */
export async function jobCountsByStatus(): Promise<Partial<Record<JobStatus, number>>> {
  const rows = await db().$queryRaw<{ status: JobStatus; count: bigint }[]>`
    SELECT "status", sum("n")::bigint AS "count"
    FROM (SELECT "status", "count" AS "n" FROM "JobStatusCount" UNION ALL SELECT "status", "delta" FROM "JobStatusDelta") AS "parts"
    GROUP BY "status"`;
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
}

/**
 * Folds the appended deltas into the totals: deleting them and adding their sums is one
 * statement, so a reader sees either both or neither, and a retried run adds nothing twice.
 * Returns how many deltas were folded.
 */
export async function compactJobStatusCounts(): Promise<number> {
  const [row] = await db().$queryRaw<{ folded: bigint }[]>`
    WITH "folded" AS (DELETE FROM "JobStatusDelta" RETURNING "status", "delta"),
         "sums" AS (SELECT "status", sum("delta")::bigint AS "delta", count(*) AS "rows" FROM "folded" GROUP BY "status"),
         "added" AS (
           INSERT INTO "JobStatusCount" ("status", "count") SELECT "status", "delta" FROM "sums" ORDER BY "status"
           ON CONFLICT ("status") DO UPDATE SET "count" = "JobStatusCount"."count" + EXCLUDED."count"
           RETURNING 1)
    SELECT coalesce(sum("rows"), 0)::bigint AS "folded" FROM "sums"`;
  return Number(row?.folded ?? 0);
}
