import "server-only";

import { db } from "@/lib/db/client";
import type { SyncTask } from "@/lib/db/generated/client";

import { getAppOrThrow } from "./find-app";
import { requestSync } from "./request-sync";

/** Syncs the user's app now: starts a sync, or joins the one queued or running. */
export async function pullApp(userId: string, appId: string): Promise<SyncTask> {
  const app = await getAppOrThrow(userId, appId);
  return db().$transaction((tx) => requestSync(tx, app, "on_demand"));
}
