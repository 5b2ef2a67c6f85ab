import "server-only";

import { env } from "@/lib/env";
import { isUrlReachable } from "@/lib/net/url-reachable";

import type { Brain, Meter } from "./brains/brain-interface";
import { modelBrain } from "./brains/model";
import { classifyModelError, type ModelFailure } from "./brains/model-failure";
import { changeFacts, summarizeChange } from "./describe-change";
import { HELD_REASON_WORDS } from "./event-kinds";
import { heldReviewOf } from "./held-reviews";
import { avoidedBy, type InterpretedWish } from "./learn-from-rejection";
import { ruleProposals } from "./brains/rules";
import { mutationFingerprint } from "./mutation-fingerprint";
import type { Proposal } from "./mutations";
import type { AgentContext } from "./observe";
import { precheck, type PrecheckDeps, type PrecheckProblem } from "./precheck";

export const rulesBrain: Brain = { id: "rules", propose: async (context) => ruleProposals(context) };

export interface Choice {
  proposal: Proposal | null;
  fingerprint: string | null;
  brain: string;
  /** Candidates skipped: already rejected or proposed, or refused by precheck. */
  skipped: { summary: string; why: string; problems?: PrecheckProblem[] }[];
  /** Model tokens spent on the choice (0 for the rules). */
  tokens: number;
  /** Whether a model was asked, and why it failed if it did (the rules then stood in). */
  modelCalled: boolean;
  modelFailure: ModelFailure | null;
  /** The owner's words kept as written that a model read as rules (applied when the tick records its proposal). */
  interpreted?: InterpretedWish[];
}

/** Brains whose words are ours: the rules and an owner's revert. A model's summary is replaced by the service's. */
const SERVICE_BRAINS = new Set(["rules", "revert"]);

/**
 * Asks the brain, then keeps the first candidate the owner has not rejected or already has in
 * hand and that precheck accepts. When a model's candidates all fail, the rules get their turn.
 */
export async function chooseProposal(context: AgentContext, brain: Brain, deps: PrecheckDeps = { isUrlReachable }): Promise<Choice> {
  const skipped: Choice["skipped"] = [];
  let tokens = 0;
  const interpreted: InterpretedWish[] = [];
  const meter: Meter = { tokens: (count) => void (tokens += count), wishes: (rules) => void interpreted.push(...rules) };
  const brains = brain.id === rulesBrain.id ? [brain] : [brain, rulesBrain];
  let modelFailure: ModelFailure | null = null;
  for (const current of brains) {
    let candidates: Proposal[];
    try {
      candidates = await current.propose(context, meter);
    } catch (error) {
      if (current.id !== rulesBrain.id) modelFailure = classifyModelError(error);
      skipped.push({
        summary: `${current.id} brain`,
        why: modelFailure ? `failed: ${modelFailure.reason}` : `failed: ${(error as Error).message}`,
      });
      continue;
    }
    // What a model says it changes is its claim: the summary is the service's, from the change and our own facts.
    if (!SERVICE_BRAINS.has(current.id))
      candidates = candidates.map((candidate) => ({
        ...candidate,
        summary: summarizeChange(candidate.mutation, changeFacts(candidate.mutation, context)),
      }));
    for (const candidate of candidates) {
      const fingerprint = mutationFingerprint(candidate.mutation);
      if (context.rejected.includes(fingerprint)) {
        skipped.push({ summary: candidate.summary, why: "rejected before" });
        continue;
      }
      const avoided = avoidedBy(candidate.mutation, context.memories, context.unansweredReviews);
      if (avoided.length > 0) {
        skipped.push({ summary: candidate.summary, why: `you asked not to (${avoided.join(", ")})` });
        continue;
      }
      const held = heldReviewOf(candidate.mutation, context);
      if (held) {
        skipped.push({ summary: candidate.summary, why: `the review ${HELD_REASON_WORDS[held]}: it waits for a person` });
        continue;
      }
      if (context.inFlightOrDone.includes(fingerprint)) {
        skipped.push({ summary: candidate.summary, why: "already proposed" });
        continue;
      }
      const problems = await precheck(candidate.mutation, context, deps);
      if (problems.length > 0) {
        skipped.push({ summary: candidate.summary, why: "precheck", problems });
        continue;
      }
      return {
        proposal: candidate,
        fingerprint,
        brain: current.id,
        skipped,
        tokens,
        modelCalled: brain.id !== rulesBrain.id,
        modelFailure,
        interpreted,
      };
    }
  }
  return {
    proposal: null,
    fingerprint: null,
    brain: brain.id,
    skipped,
    tokens,
    modelCalled: brain.id !== rulesBrain.id,
    modelFailure,
    interpreted,
  };
}

let configured: Brain | undefined;

/** The brain `AGENT_MODEL` names: the rules unless a model is configured. */
export function configuredBrain(): Brain {
  const { AGENT_MODEL } = env();
  configured ??= AGENT_MODEL === "rules" ? rulesBrain : modelBrain(AGENT_MODEL);
  return configured;
}
