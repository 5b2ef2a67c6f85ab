import { handle } from "@/lib/api/handler";
import { created } from "@/lib/http/reply";
import { retryJob as retryJobOperation } from "@/lib/admin-jobs/operations";
import { retryJob } from "@/lib/admin-jobs/retry-job";

// POST /api/admin/jobs/{jobId}/retry – a new job with a failed job's payload
export const POST = handle(retryJobOperation, async ({ params }) => created(await retryJob(params.jobId)));
