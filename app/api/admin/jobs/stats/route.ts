import { getJobStats } from "@/lib/admin-jobs/get-job-stats";
import * as adminJobs from "@/lib/admin-jobs/operations";
import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";

// GET /api/admin/jobs/stats?days= – per day and queue, for charts
export const GET = handle(adminJobs.getJobStats, async ({ query }) => ok(await getJobStats(query.days)));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
