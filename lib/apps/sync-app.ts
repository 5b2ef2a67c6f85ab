import "server-only";

import { db } from "@/lib/db/client";
import { suspendedAppError } from "@/lib/usage/check-limits";
import { consumeQuota } from "@/lib/usage/consume-quota";

import { getAppOrThrow } from "./find-app";
import { requestSync, type ActiveSyncTask } from "./request-sync";

/**
 * Syncs the app now: starts a sync, or joins the one queued or running. Starting one takes a
 * unit of the team's `manual_syncs` for the day in the same transaction (joining takes none); an app
 * suspended by a downgrade is not synced.
 */
export async function syncApp(userId: string, appId: string, now = new Date()): Promise<ActiveSyncTask> {
  const app = await getAppOrThrow(userId, appId);
  if (app.suspendedAt) throw await suspendedAppError(db(), app.teamId);
  return db().$transaction((tx) => requestSync(tx, app, "on_demand", () => consumeQuota(tx, app.teamId, "manual_syncs", 1, now)));
}
