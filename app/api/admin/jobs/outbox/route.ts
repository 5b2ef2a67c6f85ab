import { getOutbox } from "@/lib/admin-jobs/get-outbox";
import * as adminJobs from "@/lib/admin-jobs/operations";
import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";

// GET /api/admin/jobs/outbox – event delivery: events waiting, the oldest's age, send failures
export const GET = handle(adminJobs.getOutbox, async () => ok(await getOutbox()));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
