import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";
import * as sync from "@/lib/sync/operations";
import { getTask, toTaskView } from "@/lib/sync/tasks";

// GET /api/tasks/{taskId} – status, progress, current step, counts, error
export const GET = handle(sync.getTask, async ({ user, params }) => ok(toTaskView(await getTask(user.id, params.taskId))));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
