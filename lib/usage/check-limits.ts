import "server-only";

import { planFor } from "@/lib/billing/plans";
import type { Tx } from "@/lib/db/client";

import { lockedPlan } from "./consume-quota";
import { quotaExceeded } from "./quota-error";

/**
 * Room for one more app, checked with the user's row locked (`FOR UPDATE`) in the transaction
 * that registers it, so two registrations at once are counted one after the other.
 */
export async function assertRoomForApp(tx: Tx, userId: string): Promise<void> {
  const plan = await lockedPlan(tx, userId);
  const count = await tx.app.count({ where: { userId } });
  if (count >= plan.limits.apps) throw quotaExceeded("apps", plan.limits.apps, count, null);
}

/** The same for `wanted` apps, without the lock: a cheap early refusal before asking the store. */
export async function checkRoomForApp(tx: Tx, userId: string, wanted = 1): Promise<void> {
  const user = await tx.user.findUnique({ where: { id: userId }, select: { planId: true } });
  const limit = planFor(user?.planId ?? "free").limits.apps;
  const count = await tx.app.count({ where: { userId } });
  if (count + wanted > limit) {
    const detail =
      wanted > 1
        ? `Your plan allows ${limit} registered apps; you have ${count} and asked for ${wanted} more. Upgrade your plan to raise the limit.`
        : undefined;
    throw quotaExceeded("apps", limit, count, null, detail);
  }
}

/** An automatic sync interval the plan allows (the shortest is the plan's `sync_interval`). */
export async function assertIntervalAllowed(tx: Tx, userId: string, minutes: number): Promise<void> {
  const user = await tx.user.findUnique({ where: { id: userId }, select: { planId: true } });
  const limit = planFor(user?.planId ?? "free").limits.sync_interval;
  if (minutes < limit) throw quotaExceeded("sync_interval", limit, minutes, null);
}

/** Why an app suspended by a downgrade is not synced: the `apps` limit it is beyond. */
export async function suspendedAppError(tx: Tx, userId: string) {
  const user = await tx.user.findUnique({ where: { id: userId }, select: { planId: true } });
  const limit = planFor(user?.planId ?? "free").limits.apps;
  const count = await tx.app.count({ where: { userId } });
  return quotaExceeded(
    "apps",
    limit,
    count,
    null,
    `This app is paused: your plan allows ${limit} apps and you have ${count}. Upgrade your plan, or delete an app, to sync it again.`,
  );
}
