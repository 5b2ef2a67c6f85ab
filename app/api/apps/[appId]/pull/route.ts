import { handle } from "@/lib/api/handler";
import { accepted } from "@/lib/http/reply";
import { pullApp as pullAppOperation } from "@/lib/tasks/operations";
import { pullApp } from "@/lib/tasks/tasks";

// GET /api/apps/{appId}/pull – start (or join) a sync; 202 {taskId, status}
export const GET = handle(pullAppOperation, async ({ user, params }) => {
  const task = await pullApp(user.id, params.appId);
  return accepted({ taskId: task.id, status: task.status });
});
