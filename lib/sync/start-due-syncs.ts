import "server-only";

import { keyIdentity, readKeyBudgets } from "@/lib/apps/key-budget";
import { requestSync } from "@/lib/apps/request-sync";
import { db } from "@/lib/db/client";

import { selectDueApps } from "./due-apps";

/**
 * Requests a sync is expected to cost (a steady-state sync reads about ten pages): what the
 * scheduler sets aside for each sync it starts, so it starts no more than the key's budget can
 * carry. A sync that needs more than foreseen waits in its run (./run-sync-step.ts).
 */
export const SYNC_REQUEST_ESTIMATE = 12;

/**
 * Starts the scheduled syncs that are due, oldest first, as far as each key's budget for
 * background work goes (the part above the reserve kept for people, spread over the hour). An
 * app whose key has no room yet is not started: it shows as waiting, with when its turn is
 * expected (the apps waiting before it on the key come first), and keeps its `nextSyncAt`, so it
 * stays ahead of the apps that fall due after it and is started first once there is room: no
 * app starves.
 */
export async function startDueSyncs(now: Date, limit: number): Promise<{ started: number; waiting: number }> {
  const due = await selectDueApps(now, limit);
  const budgets = await readKeyBudgets(
    due.map((app) => keyIdentity(app.credential, app.userId)),
    now,
  );
  const setAside = new Map<string, number>();
  let started = 0;
  for (const app of due) {
    const key = keyIdentity(app.credential, app.userId);
    const budget = budgets.get(key)!;
    const promised = setAside.get(key) ?? 0;
    if (budget.backgroundRemaining - promised < SYNC_REQUEST_ESTIMATE) {
      // Its turn comes after the syncs promised and waiting before it on this key.
      setAside.set(key, promised + SYNC_REQUEST_ESTIMATE);
      const resumesAt = budget.backgroundAvailableAt(promised + SYNC_REQUEST_ESTIMATE);
      // A sync already asked for (by its owner, a registration or a key change) goes on as people's
      // work: the app shows that one, not a wait.
      await db().app.updateMany({
        where: { id: app.id, syncTasks: { none: { status: { in: ["queued", "running"] } } } },
        data: { syncStatus: "waiting", syncResumesAt: resumesAt },
      });
      continue;
    }
    setAside.set(key, promised + SYNC_REQUEST_ESTIMATE);
    await db().$transaction(async (tx) => {
      await requestSync(tx, app, "scheduled");
      await tx.app.update({
        where: { id: app.id },
        data: {
          nextSyncAt: new Date(now.getTime() + app.pullInterval * 60_000),
          // No longer waiting: its sync is on its way.
          ...(app.syncStatus === "waiting" ? { syncStatus: "syncing", syncResumesAt: null } : {}),
        },
      });
    });
    started++;
  }
  return { started, waiting: due.length - started };
}
