import "server-only";

import type { Tx } from "@/lib/db/client";

import { lockedPlan, teamPlan } from "./consume-quota";
import { quotaExceeded } from "./quota-error";

/**
 * Room for one more app in the team, checked with the team's row locked (`FOR UPDATE`) in the
 * transaction that registers it, so two registrations at once are counted one after the other.
 */
export async function assertRoomForApp(tx: Tx, teamId: string): Promise<void> {
  const plan = await lockedPlan(tx, teamId);
  const count = await tx.app.count({ where: { teamId } });
  if (count >= plan.limits.apps) throw quotaExceeded(teamId, "apps", plan.limits.apps, count, null);
}

/** The same for `wanted` apps, without the lock: a cheap early refusal before asking the store. */
export async function checkRoomForApp(tx: Tx, teamId: string, wanted = 1): Promise<void> {
  const limit = (await teamPlan(tx, teamId)).limits.apps;
  const count = await tx.app.count({ where: { teamId } });
  if (count + wanted > limit) {
    const detail =
      wanted > 1
        ? `The team's plan allows ${limit} registered apps; it has ${count}, and this would add ${wanted}. Upgrade the team's plan to raise the limit.`
        : undefined;
    throw quotaExceeded(teamId, "apps", limit, count, null, detail);
  }
}

/** An automatic sync interval the plan allows (the shortest is the plan's `sync_interval`). */
export async function assertIntervalAllowed(tx: Tx, teamId: string, minutes: number): Promise<void> {
  const limit = (await teamPlan(tx, teamId)).limits.sync_interval;
  if (minutes < limit) throw quotaExceeded(teamId, "sync_interval", limit, minutes, null);
}

/** Why an app suspended by a downgrade is not synced: the `apps` limit it is beyond. */
export async function suspendedAppError(tx: Tx, teamId: string) {
  const limit = (await teamPlan(tx, teamId)).limits.apps;
  const count = await tx.app.count({ where: { teamId } });
  return quotaExceeded(
    teamId,
    "apps",
    limit,
    count,
    null,
    `This app is paused: the team's plan allows ${limit} apps and it has ${count}. Upgrade your plan, or delete an app, to sync it again.`,
  );
}
