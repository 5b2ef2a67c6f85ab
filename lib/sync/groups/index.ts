import "server-only";

import type { RequestPriority } from "@/lib/store/request-budget";

import { asStepError, loadSyncContext } from "../context";
import { syncAppInfo } from "./app-info";
import { syncBuilds } from "./builds";
import type { Counts } from "./counts";
import { syncExperiments } from "./experiments";
import { syncReviews } from "./reviews";
import { syncSales } from "./sales";
import { syncScreenshots } from "./screenshots";
import { syncVersions } from "./versions";

/** The sync's steps, in order, with the progress reached when each is done. */
export const SYNC_GROUPS = [
  { name: "app-info", progress: 15, sync: syncAppInfo },
  { name: "versions", progress: 40, sync: syncVersions },
  { name: "screenshots", progress: 48, sync: syncScreenshots },
  { name: "builds", progress: 55, sync: syncBuilds },
  { name: "reviews", progress: 80, sync: syncReviews },
  { name: "experiments", progress: 90, sync: syncExperiments },
  { name: "sales", progress: 97, sync: syncSales },
] as const;

/** Runs one group for an app; store failures become step errors that retry sensibly. */
export async function runSyncGroup(
  appId: string,
  group: (typeof SYNC_GROUPS)[number],
  priority: RequestPriority = "user",
): Promise<Counts | null> {
  try {
    const context = await loadSyncContext(appId, priority);
    if (!context) return null;
    return await group.sync(context);
  } catch (error) {
    throw asStepError(error);
  }
}
