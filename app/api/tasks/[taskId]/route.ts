import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";
import { getTask } from "@/lib/sync/operations";
import { getTaskOrThrow, toTaskView } from "@/lib/sync/tasks";

// GET /api/tasks/{taskId} – status, progress, current step, counts, error
export const GET = handle(getTask, async ({ user, params }) => ok(toTaskView(await getTaskOrThrow(user.id, params.taskId))));
