import { handle } from "@/lib/api/handler";
import * as apps from "@/lib/apps/operations";
import { pullApp } from "@/lib/apps/pull-app";
import { accepted } from "@/lib/http/reply";

// GET /api/apps/{appId}/pull – start (or join) a sync; 202 {taskId, status}
export const GET = handle(apps.pullApp, async ({ user, params }) => {
  const task = await pullApp(user.id, params.appId);
  return accepted({ taskId: task.id, status: task.status });
});

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
