import "server-only";

import type { Tx } from "@/lib/db/client";
import type { SyncTask } from "@/lib/db/generated/client";
import { appSyncRequested, type SyncReason } from "@/lib/events/catalogue";
import { emit } from "@/lib/events/emit";

/** A sync that has not ended: the one a request starts or joins. */
export type ActiveSyncTask = SyncTask & { status: "queued" | "running" };

/**
 * Asks for a sync of the app: joins the sync already queued or running, or records the request
 * (a queued SyncTask, which the user follows at /tasks) and emits `app/sync.requested`, in the
 * caller's transaction. The app's row is locked meanwhile, so two requests at once cannot both
 * start one. lib/sync runs the request (the `sync-app` function) and owns the task from there.
 */
export async function requestSync(
  tx: Tx,
  app: { id: string; userId: string },
  reason: SyncReason,
  /** Runs only when a new sync is started (not when one is joined): a quota to take, which may refuse. */
  beforeStart?: () => Promise<unknown>,
): Promise<ActiveSyncTask> {
  await tx.$queryRaw`SELECT "id" FROM "App" WHERE "id" = ${app.id} FOR UPDATE`;
  const active = await tx.syncTask.findFirst({
    where: { appId: app.id, status: { in: ["queued", "running"] } },
    orderBy: { createdAt: "asc" },
  });
  // The filter above holds the status to an active one; Prisma's type does not narrow it.
  if (active) return active as ActiveSyncTask;
  await beforeStart?.();
  const task = await tx.syncTask.create({ data: { appId: app.id, userId: app.userId, reason } });
  // The owner its syncs count against: the app's user (its team, once teams exist).
  await emit(tx, appSyncRequested, { appId: app.id, taskId: task.id, reason, ownerId: app.userId });
  return task as ActiveSyncTask;
}
