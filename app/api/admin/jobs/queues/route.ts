import { handle } from "@/lib/http/handler";
import { ok } from "@/lib/http/reply";
import { listQueues as listQueuesOperation } from "@/lib/jobs/admin/operations";
import { listQueues } from "@/lib/jobs/admin/queues";

// GET /api/admin/jobs/queues – queue names and paused state
export const GET = handle(listQueuesOperation, async () => ok({ items: await listQueues() }));

// Any other method – 405 problem details with Allow
export * from "@/lib/system/method-not-allowed";
