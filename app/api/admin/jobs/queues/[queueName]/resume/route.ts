import { handle } from "@/lib/http/handler";
import { ok } from "@/lib/http/reply";
import { resumeQueue } from "@/lib/jobs/admin/operations";
import { setQueuePaused } from "@/lib/jobs/admin/queues";

// POST /api/admin/jobs/queues/{queueName}/resume – start jobs again
export const POST = handle(resumeQueue, async ({ params }) => ok(await setQueuePaused(params.queueName, false)));

// Any other method – 405 problem details with Allow
export * from "@/lib/system/method-not-allowed";
