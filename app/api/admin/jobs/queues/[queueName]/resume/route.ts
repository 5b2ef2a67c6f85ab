import { servedQueueNames } from "@/inngest/functions";
import * as adminJobs from "@/lib/admin-jobs/operations";
import { resumeQueue } from "@/lib/admin-jobs/queues";
import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";

// POST /api/admin/jobs/queues/{queueName}/resume – start jobs again
export const POST = handle(adminJobs.resumeQueue, async ({ params }) => ok(await resumeQueue(params.queueName, servedQueueNames())));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
