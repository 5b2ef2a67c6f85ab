import { handle } from "@/lib/http/handler";
import { created } from "@/lib/http/reply";
import { retryJob as retryJobOperation } from "@/lib/jobs/admin/operations";
import { retryJob } from "@/lib/jobs/admin/retry-job";

// POST /api/admin/jobs/{jobId}/retry – a new job with a failed job's payload
export const POST = handle(retryJobOperation, async ({ params }) => created(await retryJob(params.jobId)));

// Any other method – 405 problem details with Allow
export * from "@/lib/system/method-not-allowed";
