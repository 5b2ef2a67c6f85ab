import "server-only";

import type { Prisma } from "@/lib/db/generated/client";
import { webhookApp } from "@/lib/webhooks/payload-fields";
import { queueWebhookEvent } from "@/lib/webhooks/queue-webhook-event";

import { alertReleaseChanges, type ReleaseSubject } from "./release-alerts";

/** How the service learned a version's new state (the timeline says it in words). */
export type StateChangeSource = "created" | "sync" | "read" | "poll" | "webhook" | "action" | "guard";

export interface StateChange {
  versionId: string;
  /** The version's state (the default) or its phased release's. */
  subject?: ReleaseSubject;
  from: string | null;
  to: string;
}

export interface StateChangeOrigin {
  source: StateChangeSource;
  /** Who did it, for a change made through the service. */
  actorUserId?: string | null;
  /** Why, when the service itself did it. */
  note?: string | null;
}

/**
 * Adds each real change to the versions' timelines (a state read again unchanged is not one), in
 * the transaction that stored the new state, so the timeline and the version never disagree; the
 * people who ship hear of the ones that matter (./release-alerts.ts). A version first seen (no
 * state before) starts its timeline without an alert; a phased release first seen is not a change
 * (its steps from then on are).
 */
export async function recordStateChanges(
  tx: Prisma.TransactionClient,
  changes: StateChange[],
  origin: StateChangeSource | StateChangeOrigin,
): Promise<void> {
  const { source, actorUserId = null, note = null } = typeof origin === "string" ? { source: origin } : origin;
  const real = changes
    .map((change) => ({ ...change, subject: change.subject ?? ("version" as const) }))
    .filter((change) => change.from !== change.to && (change.subject === "version" || change.from !== null));
  if (real.length === 0) return;
  await tx.versionStateChange.createMany({
    data: real.map((change) => ({
      versionId: change.versionId,
      subject: change.subject,
      fromState: change.from,
      state: change.to,
      source,
      actorUserId,
      note,
    })),
  });
  await alertReleaseChanges(
    tx,
    real.map((change) => ({ ...change, note })),
  );
  await queueStateChangeEvents(tx, real);
}

/** `version.state_changed` for each change of a version's own state (not a version first seen) to its team's webhooks. */
async function queueStateChangeEvents(tx: Prisma.TransactionClient, changes: Required<StateChange>[]): Promise<void> {
  const moves = changes.filter((change) => change.subject === "version" && change.from !== null);
  if (moves.length === 0) return;
  const versions = await tx.appVersion.findMany({
    where: { id: { in: moves.map((change) => change.versionId) } },
    select: { id: true, versionString: true, platform: true, app: { select: { id: true, name: true, teamId: true } } },
  });
  const byId = new Map(versions.map((version) => [version.id, version]));
  for (const change of moves) {
    const version = byId.get(change.versionId);
    if (!version) continue;
    await queueWebhookEvent(tx, version.app.teamId, "version.state_changed", {
      app: webhookApp(version.app),
      version: { id: version.id, versionString: version.versionString, platform: version.platform },
      from: change.from,
      to: change.to,
    });
  }
}
