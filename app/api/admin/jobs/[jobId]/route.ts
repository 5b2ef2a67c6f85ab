import { handle } from "@/lib/http/handler";
import { ok } from "@/lib/http/reply";
import { getJobOrThrow } from "@/lib/jobs/admin/get-job";
import { getJob } from "@/lib/jobs/admin/operations";

// GET /api/admin/jobs/{jobId} – a job with its steps and logs
export const GET = handle(getJob, async ({ params }) => ok(await getJobOrThrow(params.jobId)));

// Any other method – 405 problem details with Allow
export * from "@/lib/system/method-not-allowed";
