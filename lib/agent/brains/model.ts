import "server-only";

import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { generateText, NoObjectGeneratedError, Output, type LanguageModel } from "ai";
import { z } from "zod";

import { env } from "@/lib/env";

import type { Brain } from "../brain";
import { FIELD_LIMITS, isAppInfoField, proposalSchema, type Mutation } from "../mutations";
import { replyStyles } from "../listen";
import { replyLanguage } from "../reply-language";
import { replyQueueHead } from "../reply-queue";
import { localesInScope, type AgentContext } from "../observe";

/** Up to three ranked proposals: the first that passes precheck is used. */
export const modelOutputSchema = z.strictObject({ proposals: z.array(proposalSchema).max(3) });

const INSTRUCTIONS = `You are an App Store Optimization assistant working for the app's publisher.
Each turn you get the app's current store data as JSON and propose up to three concrete changes, best first.
The publisher approves or rejects each one; propose drafts, never surprises.
Rules (proposals that break them are discarded):
- Use only the ids given (versionId, appInfoId, reviewId) and only locales listed in "locales".
- Change only fields listed in "config.fields" and, for a version, in that version's "editable" list. The name, subtitle and privacy policy URL live on the app info (give "appInfoId"); the name and subtitle need "appInfo.editable".
- Limits (keywords in bytes of UTF-8, each keyword longer than two characters; the rest in characters): ${Object.entries(FIELD_LIMITS)
  .map(([field, limit]) => `${field} ${limit}`)
  .join(", ")}, review replies 5970.
- Keywords are comma-separated without spaces and should not repeat words of the name or subtitle.
- Never mention other platforms (Android, Google Play, …), never leave placeholders (TODO, lorem ipsum, [insert …]).
- Review replies: in the configured tone and in each review's "replyLanguage", following "replyWishes" (e.g. no emoji, no links, shorter, formal); promise no dates or features, and point to support for account-specific help unless told not to link.
- Never propose a change listed under "rejected" or "recentActions" again; learn from "lastRejection".
Return an empty list when nothing is worth changing.`;

/** A brain backed by a language model through the AI SDK; its output is validated by the same zod schemas. */
export function modelBrainWith(model: LanguageModel, id: string): Brain {
  return {
    id,
    async propose(context, meter) {
      let result;
      try {
        result = await generateText({
          model,
          instructions: INSTRUCTIONS,
          prompt: JSON.stringify(promptContext(context)),
          output: Output.object({ schema: modelOutputSchema }),
          maxRetries: 2,
          timeout: 60_000,
        });
      } catch (error) {
        // An answer that does not fit the schema was still paid for.
        if (NoObjectGeneratedError.isInstance(error)) meter?.tokens(error.usage?.totalTokens ?? 0);
        throw error;
      }
      // Counted before the output is used: the tokens are spent whatever comes of them.
      meter?.tokens(result.totalUsage.totalTokens ?? result.usage.totalTokens ?? 0);
      const { output } = result;
      // `before` is ours to state: the model proposes the change, the data says what it replaces.
      return output.proposals.map((proposal) => ({ ...proposal, mutation: withCurrentBefore(proposal.mutation, context) }));
    },
  };
}

/** The brain `AGENT_MODEL` (`openai:…`, `anthropic:…`, `openai-compatible:…`) names. */
export function modelBrain(spec: string): Brain {
  return modelBrainWith(languageModel(spec), spec);
}

function languageModel(spec: string): LanguageModel {
  const { AGENT_API_KEY, AGENT_BASE_URL } = env();
  const separator = spec.indexOf(":");
  const provider = spec.slice(0, separator);
  const modelId = spec.slice(separator + 1);
  const apiKey = AGENT_API_KEY;
  if (provider === "openai") return createOpenAI({ apiKey, baseURL: AGENT_BASE_URL })(modelId);
  if (provider === "anthropic") return createAnthropic({ apiKey, baseURL: AGENT_BASE_URL })(modelId);
  if (!AGENT_BASE_URL) throw new Error("AGENT_BASE_URL is required for openai-compatible models");
  return createOpenAICompatible({ name: "local", baseURL: AGENT_BASE_URL, apiKey, supportsStructuredOutputs: true })(modelId);
}

/** What the model sees: the context, trimmed to the locales in scope, with the last rejection spelled out. */
export function promptContext(context: AgentContext) {
  const locales = localesInScope(context);
  const pick = <T>(texts: Record<string, T>) => Object.fromEntries(Object.entries(texts).filter(([locale]) => locales.includes(locale)));
  return {
    app: context.app,
    goals: context.config.goals,
    config: { fields: context.config.fields, reviewReplyTone: context.config.reviewReplyTone },
    locales,
    versions: context.versions.map((version) => ({ ...version, texts: pick(version.texts) })),
    appInfo: context.appInfo && { ...context.appInfo, texts: pick(context.appInfo.texts) },
    // The queue's head: a prompt cannot take hundreds of reviews (the rules draft them all).
    unansweredReviews: replyQueueHead(context).map((review) => ({ ...review, replyLanguage: replyLanguage(review) })),
    replyWishes: replyStyles(context.memories),
    experiments: context.experiments,
    lastRejection: context.lastRejection
      ? `The publisher rejected "${context.lastRejection.summary}" because: ${context.lastRejection.reason}. Take this into account.`
      : null,
    recentActions: context.recentActions,
  };
}

function withCurrentBefore(mutation: Mutation, context: AgentContext): Mutation {
  if (mutation.type === "reply_to_review") {
    return { ...mutation, before: context.unansweredReviews.find((review) => review.id === mutation.reviewId)?.response ?? null };
  }
  if (mutation.type === "update_localization") {
    const before = isAppInfoField(mutation.field)
      ? (context.appInfo?.texts[mutation.locale]?.[mutation.field] ?? null)
      : (context.versions.find((version) => version.id === mutation.versionId)?.texts[mutation.locale]?.[mutation.field] ?? null);
    return { ...mutation, before };
  }
  return mutation;
}
