import "server-only";

import type { Prisma } from "@/lib/db/generated/client";

import { alertReleaseChanges } from "./release-alerts";

/** How the service learned a version's new state (the timeline says it in words). */
export type StateChangeSource = "created" | "sync" | "poll" | "webhook" | "action";

export interface StateChange {
  versionId: string;
  from: string | null;
  to: string;
}

/**
 * Adds each real change to the versions' timelines (a state read again unchanged is not one), in
 * the transaction that stored the new state, so the timeline and the version never disagree; the
 * people who ship hear of the ones that matter (./release-alerts.ts). A version first seen (no
 * state before) starts its timeline without an alert.
 */
export async function recordStateChanges(
  tx: Prisma.TransactionClient,
  changes: StateChange[],
  source: StateChangeSource,
  actorUserId: string | null = null,
): Promise<void> {
  const real = changes.filter((change) => change.from !== change.to);
  if (real.length === 0) return;
  await tx.versionStateChange.createMany({
    data: real.map((change) => ({ versionId: change.versionId, fromState: change.from, state: change.to, source, actorUserId })),
  });
  await alertReleaseChanges(
    tx,
    real.map((change) => ({ ...change, what: "state" as const })),
  );
}
