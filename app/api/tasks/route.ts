import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";
import * as sync from "@/lib/sync/operations";
import { listTasks } from "@/lib/sync/tasks";

// GET /api/tasks – the user's tasks, filtered by app and status
export const GET = handle(sync.listTasks, async ({ user, query }) => ok(await listTasks(user.id, query)));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
