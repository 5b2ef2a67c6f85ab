import "server-only";

import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { Prisma } from "@/lib/db/generated/client";
import { agentActionDecided, agentTickRequested } from "@/lib/events/catalogue";
import { emit } from "@/lib/events/emit";
import { appPath, appUrl } from "@/lib/notifications/links";
import { notifyAppTeam } from "@/lib/notifications/notify-team";
import { oneLine, paragraphs } from "@/lib/text/one-line";
import { truncateText } from "@/lib/text/truncate";
import { consumeQuota, recordUsage, remainingQuota } from "@/lib/usage/consume-quota";
import { quotaRefusal } from "@/lib/usage/quota-error";
import { webhookApp } from "@/lib/webhooks/payload-fields";
import { queueWebhookEvent } from "@/lib/webhooks/queue-webhook-event";

import { autoApproveRefusal } from "./auto-approve";
import { chooseProposal, configuredBrain, rulesBrain, type Choice } from "./brain";
import type { Brain } from "./brains/brain-interface";
import { modelRetryAt, type ModelFailure } from "./brains/model-failure";
import { readAgentConfig } from "./config";
import { describeChange, reviewLanguageName, summarizeChange, type ChangeFacts } from "./describe-change";
import { heldReviews, recordHeldReviews, type HeldReview } from "./held-reviews";
import { languageFindings, type LanguageFinding } from "./language-findings";
import { DECIDED_WITH, type Mutation } from "./mutations";
import { recordEvent } from "./events";
import { applyInterpretedWishes } from "./memories";
import { observeApp, type AgentContext } from "./observe";

/** The steps of one agent tick (inngest/functions/agent-tick.ts), each a transaction of its own. */

const RETRY_AFTER_ERROR_MINUTES = 60;

type TickStart = { proceed: false; why: string } | { proceed: true; resumeActionId: string | null };

/**
 * Claims the tick: the agent must be enabled, not waiting for its owner, and due. An action
 * that was approved but not executed (its run died) is resumed instead of thinking anew.
 */
export async function beginTick(agentId: string, now = new Date()): Promise<TickStart> {
  return db().$transaction(async (tx) => {
    const agent = await tx.agent.findUnique({ where: { id: agentId } });
    if (!agent) return { proceed: false, why: "disabled" };
    // A requested tick (sync, Run now, expiry) is due whatever the sleep says; the request is
    // taken here, whatever the outcome, so the next one can be made.
    const requested = agent.tickRequestedAt !== null;
    if (requested) await tx.agent.update({ where: { id: agentId }, data: { tickRequestedAt: null } });
    if (!agent.enabled) return { proceed: false, why: "disabled" };
    if (agent.status === "awaiting_approval") return { proceed: false, why: "awaiting approval" };
    if (!requested && agent.waitUntil && agent.waitUntil > now) return { proceed: false, why: "not due" };
    const approved = await tx.agentAction.findFirst({
      where: { agentId, status: { in: ["approved", "executing"] } },
      orderBy: { createdAt: "asc" },
    });
    await tx.agent.update({
      where: { id: agentId },
      data: { status: approved ? "executing" : "thinking", waitUntil: null, lastTickAt: now, lastError: null },
    });
    return { proceed: true, resumeActionId: approved?.id ?? null };
  });
}

/** What the tick saw, kept short for the event log (the full context is rebuilt from data). */
interface Thought {
  choice: Choice;
  /** Why the rules stood in for the configured model (the month's AI tokens are spent), if they did. */
  fallback?: string | null;
  observation: {
    locales: string[];
    versions: { versionString: string; state: string }[];
    unansweredReviews: number;
    experiments: number;
    lastRejection: AgentContext["lastRejection"];
    /** Versions App Review rejected: the rules propose nothing for them. */
    rejectedVersions?: string[];
    /** Reviews left to a person (instructions to an AI, spam, abuse): no draft. */
    heldReviews?: HeldReview[];
    /** Store texts in another language than their locale's: pointed out, not rewritten. */
    languageFindings?: LanguageFinding[];
  };
}

/** Observes the app and asks the brain (the model call happens here, memoized by its step). */
export async function think(agentId: string, now = new Date()): Promise<Thought | null> {
  const context = await observeApp(agentId);
  if (!context) return null;
  const { teamId } = await db().app.findUniqueOrThrow({ where: { id: context.app.id }, select: { teamId: true } });
  const within = await brainWithinQuota(teamId, configuredBrain(), now);
  const { brain, fallback } = await brainOutsideBackoff(agentId, within.brain, within.fallback, now);
  const choice = await chooseProposal(context, brain);
  // The model's tokens count against the month's ai_tokens, whatever came of them.
  await recordUsage(db(), teamId, "ai_tokens", choice.tokens, now);
  return {
    choice,
    fallback,
    observation: {
      locales: context.locales,
      versions: context.versions.map((v) => ({ versionString: v.versionString, state: v.state })),
      unansweredReviews: context.unansweredReviews.length,
      experiments: context.experiments.length,
      lastRejection: context.lastRejection,
      rejectedVersions: context.versions.filter((v) => v.rejected).map((v) => v.versionString),
      heldReviews: heldReviews(context),
      languageFindings: languageFindings(context),
    },
  };
}

type Proposed = { actionId: null } | { actionId: string; awaitingApproval: boolean };

/** The model's last failure as stored with the agent (and shown by GET /apps/{appId}/agent). */
interface StoredModelFailure extends ModelFailure {
  at: string;
  attempts: number;
  retryAt: string;
}

const clock = (at: Date) => at.toISOString().slice(11, 16);

/**
 * While the model backs off after a failure, the rules stand in (the agent keeps working, and
 * nothing calls a rate-limited or broken provider again before its time); each such tick records
 * why in a fallback event.
 */
async function brainOutsideBackoff(agentId: string, brain: Brain, fallback: string | null, now: Date) {
  if (brain.id === rulesBrain.id) return { brain, fallback };
  const agent = await db().agent.findUnique({ where: { id: agentId }, select: { modelRetryAt: true, modelFailure: true } });
  if (!agent?.modelRetryAt || agent.modelRetryAt <= now) return { brain, fallback };
  const failed = agent.modelFailure as StoredModelFailure | null;
  return {
    brain: rulesBrain,
    fallback: `The model failed${failed ? `: ${failed.reason}` : ""}; it is not asked again before ${clock(agent.modelRetryAt)} UTC, so the built-in rules proposed instead.`,
  };
}

/** The configured brain, or the rules when the plan's AI tokens for the month are spent (or not included). */
export async function brainWithinQuota(teamId: string, brain: Brain, now: Date): Promise<{ brain: Brain; fallback: string | null }> {
  if (brain.id === rulesBrain.id || (await remainingQuota(db(), teamId, "ai_tokens", now)) > 0) return { brain, fallback: null };
  return {
    brain: rulesBrain,
    fallback: "The plan's AI tokens for this month are used up (or not included): the rule-based brain proposed instead.",
  };
}

/**
 * Records what the tick saw and proposed. A proposal becomes an action: pending, with the owner
 * notified, or approved at once under auto-approve. Nothing happens if the agent was disabled
 * while thinking. Each proposal takes a unit of the plan's monthly `agent_actions`; with none
 * left, nothing is proposed and the log says why.
 */
export async function recordProposal(agentId: string, thought: Thought): Promise<Proposed> {
  return db().$transaction(async (tx) => {
    const agent = await tx.agent.findUnique({ where: { id: agentId }, include: { app: true } });
    if (!agent?.enabled || agent.status !== "thinking") return { actionId: null };
    const { heldReviews: held = [], ...observation } = thought.observation;
    await recordEvent(tx, agentId, "observation", toJson(observation));
    await recordHeldReviews(tx, agentId, held);
    if (thought.fallback) await recordEvent(tx, agentId, "brain_fallback", { message: thought.fallback });
    await recordModelOutcome(tx, agent, thought.choice);
    await applyInterpretedWishes(tx, agentId, thought.choice.interpreted ?? []);
    const { proposal, fingerprint, brain, skipped } = thought.choice;
    if (!proposal || !fingerprint) {
      await recordEvent(tx, agentId, "no_proposal", toJson({ brain, skipped }));
      return { actionId: null };
    }
    const refused = await quotaRefusal(() => consumeQuota(tx, agent.app.teamId, "agent_actions"));
    if (refused) {
      await recordEvent(tx, agentId, "quota_reached", toJson({ summary: proposal.summary, ...refused }));
      return { actionId: null };
    }
    const notAutomatic = await autoApproveRefusal(tx, agentId, readAgentConfig(agent.config), proposal.mutation);
    const autoApprove = notAutomatic === null;
    const { subject, facts } = await targetOf(tx, agent.app.id, proposal.mutation);
    const action = await tx.agentAction.create({
      data: {
        agentId,
        kind: proposal.mutation.type,
        mutation: toJson(proposal.mutation),
        fingerprint,
        summary: proposal.summary,
        rationale: proposal.rationale,
        brain,
        ...(subject ? { subject } : {}),
        status: autoApprove ? "approved" : "pending",
        autoApproved: autoApprove,
        decidedAt: autoApprove ? new Date() : null,
      },
    });
    await recordEvent(
      tx,
      agentId,
      "proposal",
      toJson({
        actionId: action.id,
        summary: proposal.summary,
        rationale: proposal.rationale,
        mutation: proposal.mutation,
        brain,
        skipped,
        context: { lastRejection: thought.observation.lastRejection },
        ...(readAgentConfig(agent.config).autoApprove.kinds.length > 0 && notAutomatic ? { waitsForYou: notAutomatic } : {}),
      }),
    );
    await queueWebhookEvent(tx, agent.app.teamId, "agent.action.proposed", {
      app: webhookApp(agent.app),
      action: { id: action.id, type: action.kind, summary: oneLine(proposal.summary, 200) },
    });
    if (autoApprove) {
      await recordEvent(tx, agentId, "approval", { actionId: action.id, auto: true });
      await tx.agent.update({ where: { id: agentId }, data: { status: "executing" } });
      return { actionId: action.id, awaitingApproval: false };
    }
    await tx.agent.update({ where: { id: agentId }, data: { status: "awaiting_approval", pendingActionId: action.id } });
    // Those who may approve it. The subject and the push are the service's words, from our own
    // facts (the review's stored rating, the locale's language); what a customer or a model wrote
    // is in the email's body only, quoted and marked as theirs.
    const said = summarizeChange(proposal.mutation, facts);
    await notifyAppTeam(tx, agent.app, DECIDED_WITH[proposal.mutation.type], {
      kind: "agent_approval",
      email: {
        template: "agent-approval",
        props: {
          appName: oneLine(agent.app.name, 100),
          summary: oneLine(said, 150),
          // A model's reasons are its own words, quoted as such; what changes is the service's (changes, summary).
          rationale: paragraphs(
            brain === rulesBrain.id ? proposal.rationale : `In the AI model's own words: “${proposal.rationale}”`,
            2000,
          ),
          changes: describeChange(proposal.mutation, facts).map((line) => ({
            field: oneLine(line.field, 100),
            before: paragraphs(line.before, 4000),
            after: paragraphs(line.after, 4000),
          })),
          review: facts.review
            ? {
                rating: facts.review.rating,
                language: oneLine(reviewLanguageName(facts.review), 60),
                title: facts.review.title?.trim() ? oneLine(facts.review.title, 200) : null,
                body: facts.review.body?.trim() ? paragraphs(facts.review.body, 4000) : null,
              }
            : null,
          fromModel: brain !== rulesBrain.id,
          approveUrl: `${appUrl(agent.app.id)}/agent`,
        },
      },
      push: {
        title: oneLine(`${agent.app.name}: a change awaits your approval`, 120),
        body: oneLine(said, 200),
        url: `${appPath(agent.app.id)}/agent`,
        tag: `agent-${agent.id}`,
      },
    });
    return { actionId: action.id, awaitingApproval: true };
  });
}

/**
 * A model that failed backs off: exponentially (AGENT_MODEL_BACKOFF_SECONDS, 1 minute by default, doubling, at most 6 hours, never sooner
 * than the provider's Retry-After), shown with the agent, and recorded as a fallback event; a model
 * that answered clears it.
 */
async function recordModelOutcome(tx: Prisma.TransactionClient, agent: { id: string; modelFailure: unknown }, choice: Choice) {
  if (!choice.modelCalled) return;
  if (!choice.modelFailure) {
    if (agent.modelFailure !== null)
      await tx.agent.update({ where: { id: agent.id }, data: { modelFailure: Prisma.DbNull, modelRetryAt: null } });
    return;
  }
  const now = new Date();
  const attempts = ((agent.modelFailure as StoredModelFailure | null)?.attempts ?? 0) + 1;
  const retryAt = modelRetryAt(now, attempts, choice.modelFailure, env().AGENT_MODEL_BACKOFF_SECONDS);
  const stored: StoredModelFailure = { ...choice.modelFailure, at: now.toISOString(), attempts, retryAt: retryAt.toISOString() };
  await tx.agent.update({ where: { id: agent.id }, data: { modelFailure: toJson(stored), modelRetryAt: retryAt } });
  await recordEvent(tx, agent.id, "brain_fallback", {
    message: `The model failed: ${choice.modelFailure.reason}, retrying at ${clock(retryAt)} UTC; the built-in rules proposed instead.`,
    failure: toJson(stored),
  });
}

/**
 * What a change is about, from our own data: the review a reply answers (kept with the action for
 * the owner) and the version a text change targets; the facts the owner is told in the service's
 * words, whatever the proposal claims.
 */
async function targetOf(
  tx: Prisma.TransactionClient,
  appId: string,
  mutation: Mutation,
): Promise<{ subject: Prisma.InputJsonValue | null; facts: ChangeFacts }> {
  if (mutation.type === "update_localization" && mutation.versionId) {
    const version = await tx.appVersion.findFirst({ where: { id: mutation.versionId, appId }, select: { versionString: true } });
    return { subject: null, facts: { versionString: version?.versionString ?? null } };
  }
  if (mutation.type !== "reply_to_review") return { subject: null, facts: {} };
  const review = await tx.customerReview.findFirst({ where: { id: mutation.reviewId, appId } });
  if (!review) return { subject: null, facts: { review: null } };
  return {
    subject: {
      review: {
        id: review.id,
        rating: review.rating,
        title: review.title,
        body: review.body,
        nickname: review.reviewerNickname,
        territory: review.territory,
        createdAt: review.storeCreatedAt.toISOString(),
      },
    },
    facts: { review },
  };
}

/** Ends the tick: the agent sleeps until its next one (unless it was disabled meanwhile). */
export async function rest(agentId: string, now = new Date()): Promise<{ waitUntil: string } | null> {
  return db().$transaction(async (tx) => {
    const agent = await tx.agent.findUnique({ where: { id: agentId } });
    if (!agent?.enabled) return null;
    const waitUntil = new Date(now.getTime() + readAgentConfig(agent.config).tickIntervalMinutes * 60_000);
    await tx.agent.update({ where: { id: agentId }, data: { status: "sleeping", waitUntil } });
    await recordEvent(tx, agentId, "sleep", { until: waitUntil.toISOString() });
    return { waitUntil: waitUntil.toISOString() };
  });
}

/** A run failed for good: the agent shows the error and tries again after a while. */
export async function failTick(agentId: string, message: string, now = new Date()): Promise<void> {
  await db().$transaction(async (tx) => {
    const agent = await tx.agent.findUnique({ where: { id: agentId } });
    if (!agent?.enabled) return;
    const interval = Math.min(readAgentConfig(agent.config).tickIntervalMinutes, RETRY_AFTER_ERROR_MINUTES);
    await tx.agent.update({
      where: { id: agentId },
      data: { status: "error", lastError: truncateText(message, 500), waitUntil: new Date(now.getTime() + interval * 60_000) },
    });
    await recordEvent(tx, agentId, "error", { message: truncateText(message, 500) });
  });
}

/** Starts a tick now (enable, wake, schedule), in the caller's transaction. */
export async function requestTick(
  tx: Prisma.TransactionClient,
  agentId: string,
  reason: "enabled" | "scheduled" | "wake" | "sync" | "run_now" | "expired",
): Promise<void> {
  await emit(tx, agentTickRequested, { agentId, reason });
}

export async function announceDecision(
  tx: Prisma.TransactionClient,
  agentId: string,
  actionId: string,
  decision: "approved" | "rejected",
): Promise<void> {
  await emit(tx, agentActionDecided, { agentId, actionId, decision });
}

const toJson = (value: unknown) => JSON.parse(JSON.stringify(value)) as Prisma.InputJsonValue;

/**
 * An admin retries a failed tick (lib/admin-jobs): an agent left in `error` by it is due again at
 * once, rather than at the later time the failure set, so the re-run ticks instead of finding it
 * not due. An agent in any other state is left as it is.
 */
export async function prepareTickRetry(tx: Prisma.TransactionClient, agentId: string): Promise<void> {
  await tx.agent.updateMany({ where: { id: agentId, enabled: true, status: "error" }, data: { waitUntil: null } });
}
