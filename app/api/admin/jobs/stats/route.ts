import { handle } from "@/lib/http/handler";
import { ok } from "@/lib/http/reply";
import { jobStats } from "@/lib/jobs/admin/job-stats";
import { getJobStats } from "@/lib/jobs/admin/operations";

// GET /api/admin/jobs/stats?days= – per day and queue, for charts
export const GET = handle(getJobStats, async ({ query }) => ok(await jobStats(query.days)));

// Any other method – 405 problem details with Allow
export * from "@/lib/system/method-not-allowed";
