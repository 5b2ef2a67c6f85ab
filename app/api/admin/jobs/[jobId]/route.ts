import { getJob } from "@/lib/admin-jobs/get-job";
import * as adminJobs from "@/lib/admin-jobs/operations";
import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";

// GET /api/admin/jobs/{jobId} – a job with its steps and logs
export const GET = handle(adminJobs.getJob, async ({ params }) => ok(await getJob(params.jobId)));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
