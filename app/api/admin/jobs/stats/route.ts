import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";
import { jobStats } from "@/lib/admin-jobs/job-stats";
import { getJobStats } from "@/lib/admin-jobs/operations";

// GET /api/admin/jobs/stats?days= – per day and queue, for charts
export const GET = handle(getJobStats, async ({ query }) => ok(await jobStats(query.days)));
