import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";
import { listJobs } from "@/lib/admin-jobs/list-jobs";
import { listJobs as listJobsOperation } from "@/lib/admin-jobs/operations";

// GET /api/admin/jobs – jobs, filtered and paginated
export const GET = handle(listJobsOperation, async ({ query }) => ok(await listJobs(query)));
