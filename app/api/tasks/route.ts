import { handle } from "@/lib/http/handler";
import { ok } from "@/lib/http/reply";
import { listTasks as listTasksOperation } from "@/lib/tasks/operations";
import { listTasks } from "@/lib/tasks/tasks";

// GET /api/tasks – the user's tasks, filtered by app and status
export const GET = handle(listTasksOperation, async ({ user, query }) => ok(await listTasks(user.id, query)));

// Any other method – 405 problem details with Allow
export * from "@/lib/system/method-not-allowed";
