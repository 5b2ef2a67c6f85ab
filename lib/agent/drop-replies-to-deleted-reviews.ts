import "server-only";

import type { Tx } from "@/lib/db/client";

import { recordEvent } from "./events";

/**
 * A sync's full pass removed reviews App Store Connect no longer has: replies the agent proposed
 * to them (pending, or approved and not yet started) can never be sent, so they are cancelled
 * with a reason the owner can read, and an agent waiting on one moves on. Executed replies stay
 * as history (their `subject` keeps a copy of the review); undoing one says the review is gone.
 */
export async function dropRepliesToDeletedReviews(tx: Tx, appId: string, reviewIds: string[]): Promise<number> {
  if (reviewIds.length === 0) return 0;
  const agent = await tx.agent.findUnique({ where: { appId } });
  if (!agent) return 0;
  const deleted = new Set(reviewIds);
  const open = await tx.agentAction.findMany({
    where: { agentId: agent.id, kind: "reply_to_review", status: { in: ["pending", "approved"] } },
    select: { id: true, summary: true, mutation: true },
  });
  const dropped = open.filter((action) => deleted.has(String((action.mutation as { reviewId?: unknown }).reviewId)));
  if (dropped.length === 0) return 0;
  const now = new Date();
  await tx.agentAction.updateMany({
    where: { id: { in: dropped.map((action) => action.id) }, status: { in: ["pending", "approved"] } },
    data: { status: "cancelled", decidedAt: now, decisionReason: "The review was deleted in App Store Connect." },
  });
  for (const action of dropped)
    await recordEvent(tx, agent.id, "cancelled", { actionId: action.id, summary: action.summary, reason: "review deleted" });
  if (agent.pendingActionId && dropped.some((action) => action.id === agent.pendingActionId)) {
    await tx.agent.update({ where: { id: agent.id }, data: { pendingActionId: null, status: agent.enabled ? "idle" : agent.status } });
  }
  return dropped.length;
}
