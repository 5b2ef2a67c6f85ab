import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";
import { listQueues as listQueuesOperation } from "@/lib/admin-jobs/operations";
import { listQueues } from "@/lib/admin-jobs/queues";

// GET /api/admin/jobs/queues – queue names and paused state
export const GET = handle(listQueuesOperation, async () => ok({ items: await listQueues() }));
