import * as adminJobs from "@/lib/admin-jobs/operations";
import { toOutboxView } from "@/lib/admin-jobs/outbox-view";
import { handle } from "@/lib/api/handler";
import { outboxStatus } from "@/lib/events/outbox-status";
import { ok } from "@/lib/http/reply";

// GET /api/admin/jobs/outbox – event delivery: events waiting, the oldest's age, send failures
export const GET = handle(adminJobs.getOutbox, async () => ok(toOutboxView(await outboxStatus())));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
