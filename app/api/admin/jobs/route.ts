import { handle } from "@/lib/http/handler";
import { ok } from "@/lib/http/reply";
import { listJobs } from "@/lib/jobs/admin/list-jobs";
import { listJobs as listJobsOperation } from "@/lib/jobs/admin/operations";

// GET /api/admin/jobs – jobs, filtered and paginated
export const GET = handle(listJobsOperation, async ({ query }) => ok(await listJobs(query)));

// Any other method – 405 problem details with Allow
export * from "@/lib/system/method-not-allowed";
