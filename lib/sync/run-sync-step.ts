import "server-only";

import { db } from "@/lib/db/client";
import type { SyncReason } from "@/lib/events/catalogue";
import { BudgetWaitError, type RequestPriority } from "@/lib/store/request-budget";

import { isRateLimit } from "./context";
import { runSyncGroup, type SYNC_GROUPS } from "./groups";
import { recordSyncProgress } from "./task-lifecycle";

/** Only scheduled syncs are background work; every other sync was asked for by a person. */
export const syncPriority = (reason: SyncReason): RequestPriority => (reason === "scheduled" ? "background" : "user");

type SyncStepOutcome =
  | { kind: "done"; counts: Record<string, number> }
  | { kind: "app-deleted" }
  /**
   * The key's budget refused: it is expected back at `resumesAt` (ISO, what the app shows); sleep
   * until `checkAgainAt`, then run the group again.
   */
  | { kind: "waiting"; resumesAt: string; checkAgainAt: string };

/**
 * A waiting sync looks again this often even when the budget is expected back later: Apple's
 * hour is rolling, and a refusal may have come from requests in flight that have since returned.
 */
export const BUDGET_RECHECK_MS = 5 * 60_000;

/**
 * Runs one group of an app's sync. When the key's budget refuses a request, or App Store Connect
 * answers 429 with a wait longer than the client retries through, the sync waits instead of failing: the app shows as waiting with when it resumes, and the caller sleeps
 * (`step.sleepUntil`) rather than retrying, so waiting spends none of the run's retries.
 */
export async function runSyncStep(
  appId: string,
  taskId: string,
  group: (typeof SYNC_GROUPS)[number],
  priority: RequestPriority,
): Promise<SyncStepOutcome> {
  try {
    const counts = await runSyncGroup(appId, group, priority);
    if (!counts) return { kind: "app-deleted" };
    await recordSyncProgress(taskId, group.name, group.progress, counts);
    await db().app.updateMany({ where: { id: appId, syncStatus: "waiting" }, data: { syncStatus: "syncing", syncResumesAt: null } });
    return { kind: "done", counts };
  } catch (error) {
    if (!(error instanceof BudgetWaitError) && !isRateLimit(error)) throw error;
    // The key's budget says when it expects room again; Apple's 429 says it in Retry-After.
    const resumesAt = new Date(error instanceof BudgetWaitError ? error.resumesAt : Date.now() + (error.retryAfter ?? 60) * 1000);
    await db().$transaction([
      db().app.updateMany({ where: { id: appId }, data: { syncStatus: "waiting", syncResumesAt: resumesAt } }),
      db().syncTask.updateMany({ where: { id: taskId, status: "running" }, data: { currentStep: "waiting-for-budget" } }),
    ]);
    const checkAgainAt = new Date(Math.min(resumesAt.getTime(), Date.now() + BUDGET_RECHECK_MS));
    return { kind: "waiting", resumesAt: resumesAt.toISOString(), checkAgainAt: checkAgainAt.toISOString() };
  }
}
