import "server-only";

import { db, type Tx } from "@/lib/db/client";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/http/errors";

import { recordEvent } from "./events";
import { getAppAgent } from "./manage-agent";
import { requestTick } from "./tick";
import type { AgentWithPending } from "./views";

/**
 * How the agent keeps up between its sleeps: a sync that brings something new, the owner's
 * "Run now", and proposals that wait too long. Each asks for at most one tick at a time
 * (`tickRequestedAt`, taken when the tick begins).
 */

/** A request older than this is taken as lost (a crashed runner), so it blocks nothing for good. */
const REQUEST_STALE_MS = 15 * 60_000;

const pendingTick = (agent: { tickRequestedAt: Date | null }, now: Date) =>
  agent.tickRequestedAt !== null && now.getTime() - agent.tickRequestedAt.getTime() < REQUEST_STALE_MS;

type SyncNudge = "ticked" | "scheduled" | "not_enabled" | "awaiting_decision" | "tick_pending" | "nothing_new" | "already_due";

/**
 * After a sync, in its finishing transaction. Something new (the first sync, new or changed
 * reviews, versions, texts elsewhere) ticks an enabled agent that is not awaiting a decision:
 * at once after the app's first sync (the agent may have looked before there was anything to
 * see), else no sooner than the minimum gap after its last tick (then `waitUntil` is brought
 * forward and the scheduler ticks it).
 */
export async function nudgeAgentAfterSync(
  tx: Tx,
  appId: string,
  sync: { firstSync: boolean; somethingNew: boolean },
  now = new Date(),
): Promise<SyncNudge> {
  if (!sync.firstSync && !sync.somethingNew) return "nothing_new";
  const agent = await tx.agent.findUnique({ where: { appId } });
  if (!agent?.enabled) return "not_enabled";
  if (agent.status === "awaiting_approval") return "awaiting_decision";
  if (pendingTick(agent, now)) return "tick_pending";
  const gapMs = env().AGENT_SYNC_TICK_GAP_MINUTES * 60_000;
  const earliest = sync.firstSync || !agent.lastTickAt ? now : new Date(Math.max(now.getTime(), agent.lastTickAt.getTime() + gapMs));
  if (earliest > now) {
    if (agent.waitUntil && agent.waitUntil <= earliest) return "already_due";
    await tx.agent.update({ where: { id: agent.id }, data: { waitUntil: earliest } });
    await recordEvent(tx, agent.id, "wake", { reason: "sync", at: earliest.toISOString() });
    return "scheduled";
  }
  await tx.agent.update({ where: { id: agent.id }, data: { tickRequestedAt: now, waitUntil: null } });
  await recordEvent(tx, agent.id, "wake", { reason: sync.firstSync ? "first_sync" : "sync" });
  await requestTick(tx, agent.id, "sync");
  return "ticked";
}

/**
 * The owner's "Run now": a tick at once, unless one was asked for within the cooldown
 * (`429 agent_cooldown` with Retry-After). A tick already waiting is not asked for twice.
 */
export async function runAppAgent(userId: string, appId: string, now = new Date()): Promise<AgentWithPending> {
  return db().$transaction(async (tx) => {
    const agent = await getAppAgent(userId, appId, tx, "agent.manage");
    if (!agent.enabled) throw new ApiError("agent_not_enabled", "Enable the agent first: Run now starts a tick of an enabled agent.");
    if (agent.status === "awaiting_approval")
      throw new ApiError("agent_awaiting_decision", "Approve or reject the pending change first: the agent waits for your decision.");
    const cooldownMs = env().AGENT_RUN_COOLDOWN_SECONDS * 1000;
    if (agent.runRequestedAt && now.getTime() - agent.runRequestedAt.getTime() < cooldownMs) {
      const retryAfter = Math.max(1, Math.ceil((agent.runRequestedAt.getTime() + cooldownMs - now.getTime()) / 1000));
      throw new ApiError("agent_cooldown", `The agent was just asked to run; try again in ${retryAfter} seconds.`, {
        headers: { "Retry-After": String(retryAfter) },
      });
    }
    const waiting = pendingTick(agent, now);
    await tx.agent.update({
      where: { id: agent.id },
      data: { runRequestedAt: now, waitUntil: null, ...(waiting ? {} : { tickRequestedAt: now }) },
    });
    if (!waiting) {
      await recordEvent(tx, agent.id, "wake", { reason: "run_now", by: userId });
      await requestTick(tx, agent.id, "run_now");
    }
    return tx.agent.findUniqueOrThrow({ where: { id: agent.id }, include: { pendingAction: true } });
  });
}

/**
 * Proposals not decided within AGENT_ACTION_EXPIRY_DAYS expire (`expired`, an event), and the
 * agent moves on: a tick at once, which will not propose the expired change again.
 */
export async function expirePendingActions(now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - env().AGENT_ACTION_EXPIRY_DAYS * 86_400_000);
  const stale = await db().agentAction.findMany({
    where: { status: "pending", createdAt: { lte: cutoff } },
    select: { id: true, agentId: true, summary: true },
    orderBy: { createdAt: "asc" },
    take: 500,
  });
  let expired = 0;
  for (const action of stale) {
    await db().$transaction(async (tx) => {
      const { count } = await tx.agentAction.updateMany({
        where: { id: action.id, status: "pending" },
        data: { status: "expired", decidedAt: now, decisionReason: `Not decided within ${env().AGENT_ACTION_EXPIRY_DAYS} days.` },
      });
      if (count === 0) return;
      expired++;
      const agent = await tx.agent.findUniqueOrThrow({ where: { id: action.agentId } });
      await recordEvent(tx, agent.id, "expired", { actionId: action.id, summary: action.summary });
      if (agent.pendingActionId !== action.id) return;
      await tx.agent.update({
        where: { id: agent.id },
        data: { pendingActionId: null, status: "idle", waitUntil: null, tickRequestedAt: now },
      });
      if (agent.enabled) await requestTick(tx, agent.id, "expired");
    });
  }
  return expired;
}
