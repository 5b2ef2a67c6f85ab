import { servedQueueNames } from "@/inngest/functions";
import * as adminJobs from "@/lib/admin-jobs/operations";
import { pauseQueue } from "@/lib/admin-jobs/queues";
import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";

// POST /api/admin/jobs/queues/{queueName}/pause – accept jobs, start none
export const POST = handle(adminJobs.pauseQueue, async ({ params }) => ok(await pauseQueue(params.queueName, servedQueueNames())));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
