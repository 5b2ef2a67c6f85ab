import { handle } from "@/lib/api/handler";
import * as apps from "@/lib/apps/operations";
import { syncApp } from "@/lib/apps/sync-app";
import { accepted } from "@/lib/http/reply";

// POST /api/apps/{appId}/sync – start (or join) a sync; 202 {taskId, status} with the task at Location
export const POST = handle(apps.syncApp, async ({ user, params }) => {
  const task = await syncApp(user.id, params.appId);
  return accepted({ taskId: task.id, status: task.status }, { Location: `/api/tasks/${task.id}` });
});

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
