import { listJobs } from "@/lib/admin-jobs/list-jobs";
import * as adminJobs from "@/lib/admin-jobs/operations";
import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";

// GET /api/admin/jobs – jobs, filtered and paginated
export const GET = handle(adminJobs.listJobs, async ({ query }) => ok(await listJobs(query)));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
