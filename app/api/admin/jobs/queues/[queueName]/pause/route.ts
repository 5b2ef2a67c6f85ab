import { handle } from "@/lib/http/handler";
import { ok } from "@/lib/http/reply";
import { pauseQueue } from "@/lib/jobs/admin/operations";
import { setQueuePaused } from "@/lib/jobs/admin/queues";

// POST /api/admin/jobs/queues/{queueName}/pause – accept jobs, start none
export const POST = handle(pauseQueue, async ({ params }) => ok(await setQueuePaused(params.queueName, true)));

// Any other method – 405 problem details with Allow
export * from "@/lib/system/method-not-allowed";
