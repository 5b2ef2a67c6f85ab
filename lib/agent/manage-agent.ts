import "server-only";

import { db, type Tx } from "@/lib/db/client";
import { agentDisabled } from "@/lib/events/catalogue";
import { emit } from "@/lib/events/emit";
import type { Prisma } from "@/lib/db/generated/client";
import { ApiError, notFound } from "@/lib/http/errors";
import { appVisibleTo, assertAllowed, membershipOrThrow } from "@/lib/teams/membership";
import type { TeamPermission } from "@/lib/teams/roles";

import { agentConfigSchema, mergeAutoApprove, readAgentConfig, type AgentConfigPatch } from "./config";
import { recheckMutation } from "./execute-action";
import { problemsForOwnersRequest } from "./precheck";
import { scopeKey, type RejectionScope } from "./learn-from-rejection";
import { DECIDED_WITH, type Mutation } from "./mutations";
import { recordEvent } from "./events";
import { learnFromRejection } from "./memories";
import { announceDecision, requestTick } from "./tick";
import type { AgentWithPending } from "./views";

/** The owner's side of the agent: read, enable or disable, decide, configure. */

const withPending = { pendingAction: true } as const;

/**
 * The agent of the user's app (another user's app answers 404). Every app gets one when it is
 * registered; one is created here for an app that predates that.
 */
export async function getAppAgent(
  userId: string,
  appId: string,
  tx: Tx = db(),
  permission: TeamPermission = "apps.read",
): Promise<AgentWithPending> {
  const app = await tx.app.findFirst({ where: appVisibleTo(userId, appId), select: { id: true, teamId: true } });
  if (!app) throw notFound("app");
  if (permission !== "apps.read") assertAllowed(await membershipOrThrow(userId, app.teamId, tx), permission);
  return tx.agent.upsert({ where: { appId: app.id }, create: { appId: app.id }, update: {}, include: withPending });
}

export async function toggleAppAgent(userId: string, appId: string, enabled: boolean): Promise<AgentWithPending> {
  return db().$transaction(async (tx) => {
    const agent = await getAppAgent(userId, appId, tx, "agent.manage");
    if (agent.enabled === enabled) return agent;
    if (enabled) {
      await tx.agent.update({ where: { id: agent.id }, data: { enabled: true, status: "idle", waitUntil: null, lastError: null } });
      await recordEvent(tx, agent.id, "enabled", { by: userId });
      await requestTick(tx, agent.id, "enabled");
    } else {
      // A change not yet decided, or approved but not yet started, is dropped with the agent.
      const dropped = await tx.agentAction.updateManyAndReturn({
        where: { agentId: agent.id, status: { in: ["pending", "approved"] } },
        data: { status: "cancelled", decidedAt: new Date(), decisionReason: "The agent was disabled." },
        select: { id: true, summary: true },
      });
      await tx.agent.update({
        where: { id: agent.id },
        data: { enabled: false, status: "disabled", waitUntil: null, pendingActionId: null },
      });
      for (const action of dropped)
        await recordEvent(tx, agent.id, "cancelled", { actionId: action.id, summary: action.summary, reason: "agent disabled" });
      await recordEvent(tx, agent.id, "disabled", { by: userId });
      await emit(tx, agentDisabled, { agentId: agent.id });
    }
    return tx.agent.findUniqueOrThrow({ where: { id: agent.id }, include: withPending });
  });
}

/** The pending mutation with the owner's text; null when it is the proposal's own; 400 for an experiment. */
function editedMutation(mutation: Mutation, after: string): Mutation | null {
  if (mutation.type === "create_experiment")
    throw new ApiError(
      "validation_failed",
      "An experiment cannot be edited here; reject it, or change it in App Store Connect after approving.",
      {
        errors: [{ path: "body.after", message: "Only a text change or a reply can be edited" }],
      },
    );
  return after === mutation.after ? null : { ...mutation, after };
}

/** Takes the pending action for a decision; `409 no_pending_action` without one, `403` for a role that does not publish its kind. */
async function takePending(tx: Tx, userId: string, appId: string) {
  const agent = await getAppAgent(userId, appId, tx);
  const action = agent.pendingAction;
  if (!action || action.status !== "pending") throw new ApiError("no_pending_action", "The agent has no action awaiting approval.");
  const app = await tx.app.findUniqueOrThrow({ where: { id: agent.appId }, select: { teamId: true } });
  assertAllowed(await membershipOrThrow(userId, app.teamId, tx), DECIDED_WITH[(action.mutation as Mutation).type]);
  return { agent, action };
}

/**
 * Approves the pending action, as proposed or with the owner's edit of its text (`after`),
 * which goes through the precheck again: `422 precheck_failed` with its findings.
 */
export async function approveAppAgentAction(userId: string, appId: string, editedAfter?: string): Promise<AgentWithPending> {
  let edited: Mutation | null = null;
  {
    // The text approved is checked again, edited or not: the owner's word lists (or the app's
    // links) may have changed since the proposal. It is checked once more before it is written.
    const { agent, action } = await takePending(db(), userId, appId);
    if (editedAfter !== undefined) edited = editedMutation(action.mutation as Mutation, editedAfter);
    const checked = await recheckMutation(agent.id, appId, edited ?? (action.mutation as Mutation));
    // A revert is the owner's own request (problemsForOwnersRequest); an edit of it is checked in full.
    const problems = action.brain === "revert" && !edited ? problemsForOwnersRequest(checked) : checked;
    if (problems.length > 0)
      throw new ApiError(
        "precheck_failed",
        edited
          ? "Your edit does not pass the checks; nothing was approved."
          : "The change no longer passes the checks; nothing was approved.",
        {
          errors: problems.map((problem) => ({
            path: "body.after",
            message: problem.message,
            ...(problem.severity ? { rule: problem.rule, severity: problem.severity } : {}),
          })),
        },
      );
  }
  return db().$transaction(async (tx) => {
    const { agent, action } = await takePending(tx, userId, appId);
    const proposed = action.mutation as Mutation;
    // The pending action may have changed between the check and now: the edit applies to the one checked.
    if (edited && JSON.stringify({ ...edited, after: proposed.after }) !== JSON.stringify(proposed))
      throw new ApiError("no_pending_action", "The action was decided meanwhile.");
    const { count } = await tx.agentAction.updateMany({
      where: { id: action.id, status: "pending" },
      data: { status: "approved", decidedAt: new Date(), ...(edited ? { mutation: edited as Prisma.InputJsonValue } : {}) },
    });
    if (count === 0) throw new ApiError("no_pending_action", "The action was decided meanwhile.");
    await tx.agent.update({ where: { id: agent.id }, data: { pendingActionId: null, status: "executing" } });
    await recordEvent(tx, agent.id, "approval", {
      actionId: action.id,
      summary: action.summary,
      by: userId,
      ...(edited ? { edited: true, proposedAfter: proposed.after as string, after: edited.after as string } : {}),
    });
    await announceDecision(tx, agent.id, action.id, "approved");
    return tx.agent.findUniqueOrThrow({ where: { id: agent.id }, include: withPending });
  });
}

/**
 * Rejects the pending action. Besides the change itself (never proposed again), a `scope` the
 * owner picks, the reply wishes the reason states and the ratings it asks to leave unanswered
 * become memories the brains obey until the owner removes them (`learnFromRejection`).
 */
export async function rejectAppAgentAction(
  userId: string,
  appId: string,
  reason: string,
  scope: RejectionScope = "this_change",
): Promise<AgentWithPending> {
  return db().$transaction(async (tx) => {
    const { agent, action } = await takePending(tx, userId, appId);
    const now = new Date();
    if (scope !== "this_change" && !scopeKey(scope, action.mutation as Mutation))
      throw new ApiError("validation_failed", "This scope does not apply to the pending change.", {
        errors: [{ path: "body.scope", message: "Does not apply to this kind of change" }],
      });
    const { count } = await tx.agentAction.updateMany({
      where: { id: action.id, status: "pending" },
      data: { status: "rejected", decidedAt: now, decisionReason: reason },
    });
    if (count === 0) throw new ApiError("no_pending_action", "The action was decided meanwhile.");
    await tx.agent.update({ where: { id: agent.id }, data: { pendingActionId: null, status: "idle" } });
    const reviewRating = (action.subject as { review?: { rating?: number } } | null)?.review?.rating;
    const learned = await learnFromRejection(
      tx,
      agent.id,
      { ...action, mutation: action.mutation as Mutation },
      reason,
      scope,
      now,
      reviewRating,
    );
    await recordEvent(tx, agent.id, "rejection", { actionId: action.id, summary: action.summary, reason, by: userId, scope, ...learned });
    await announceDecision(tx, agent.id, action.id, "rejected");
    return tx.agent.findUniqueOrThrow({ where: { id: agent.id }, include: withPending });
  });
}

/** Forgets one memory (a scope, a reply wish, a rejected change): `404` when there is none. */
export async function forgetAppAgentMemory(userId: string, appId: string, key: string): Promise<void> {
  await db().$transaction(async (tx) => {
    const agent = await getAppAgent(userId, appId, tx, "agent.manage");
    const { count } = await tx.agentMemory.deleteMany({ where: { agentId: agent.id, key } });
    if (count === 0) throw notFound("memory");
    await recordEvent(tx, agent.id, "config_changed", { forgot: key, by: userId });
  });
}

/** The agent's configuration as the caller reads it: what `If-Match` is held to. */
export async function agentConfigNow(userId: string, appId: string) {
  return readAgentConfig((await getAppAgent(userId, appId)).config);
}

/**
 * Merges the given settings into the configuration. A sleeping agent's next tick moves with a
 * new interval (counted from its last tick, never into the past).
 */
export async function configureAppAgent(userId: string, appId: string, patch: AgentConfigPatch): Promise<AgentWithPending> {
  return db().$transaction(async (tx) => {
    const agent = await getAppAgent(userId, appId, tx, "agent.manage");
    const current = readAgentConfig(agent.config);
    const config = agentConfigSchema.parse({
      ...current,
      ...patch,
      autoApprove: mergeAutoApprove(current.autoApprove, patch.autoApprove),
    });
    let waitUntil = agent.waitUntil;
    if (patch.tickIntervalMinutes !== undefined && agent.status === "sleeping" && agent.waitUntil) {
      const from = agent.lastTickAt ?? new Date();
      waitUntil = new Date(Math.max(Date.now(), from.getTime() + config.tickIntervalMinutes * 60_000));
    }
    await tx.agent.update({ where: { id: agent.id }, data: { config, waitUntil } });
    await recordEvent(tx, agent.id, "config_changed", { changes: patch, by: userId });
    return tx.agent.findUniqueOrThrow({ where: { id: agent.id }, include: withPending });
  });
}
