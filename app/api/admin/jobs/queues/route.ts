import { servedQueueNames } from "@/inngest/functions";
import * as adminJobs from "@/lib/admin-jobs/operations";
import { listQueues } from "@/lib/admin-jobs/queues";
import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";

// GET /api/admin/jobs/queues – every queue (the functions served, and any with jobs) and whether it is paused
export const GET = handle(adminJobs.listQueues, async () => ok({ items: await listQueues(servedQueueNames()) }));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
