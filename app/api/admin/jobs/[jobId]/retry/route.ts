import * as adminJobs from "@/lib/admin-jobs/operations";
import { retryJob } from "@/lib/admin-jobs/retry-job";
import { handle } from "@/lib/api/handler";
import { created } from "@/lib/http/reply";

// POST /api/admin/jobs/{jobId}/retry – a new job with a failed job's payload
export const POST = handle(adminJobs.retryJob, async ({ params }) => created(await retryJob(params.jobId)));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
