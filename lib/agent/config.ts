import { z } from "zod";

import { isAscLocale } from "@/lib/store/locales";

/** What the agent may change. Text fields are a version's (or, for the name, subtitle and privacy policy URL, the app info's) localization fields. */
export const AGENT_FIELDS = [
  "keywords",
  "name",
  "subtitle",
  "promotionalText",
  "description",
  "whatsNew",
  "marketingUrl",
  "supportUrl",
  "privacyPolicyUrl",
  "reviewReplies",
  "experiments",
] as const;
export type AgentField = (typeof AGENT_FIELDS)[number];

/** URL fields and the name are opt-in: a wrong link or a renamed brand costs more than a missed improvement. */
const DEFAULT_FIELDS: AgentField[] = ["keywords", "subtitle", "promotionalText", "description", "whatsNew", "reviewReplies", "experiments"];

export const REVIEW_REPLY_TONES = ["friendly", "professional", "concise"] as const;

const locale = z.string().refine((code): boolean => isAscLocale(code), "Not an App Store Connect locale (e.g. en-US, de-DE, ja)");

/**
 * The owner's settings for their app's agent. Every key has a default, so `{}` is a valid
 * configuration; unknown keys are refused.
 */
export const agentConfigSchema = z
  .strictObject({
    goals: z
      .array(z.string().trim().min(1).max(200))
      .max(10)
      .default(["Rank for more relevant search terms", "Keep every locale complete", "Answer unhappy reviewers"])
      .describe("What the agent should optimise for, in plain words; the model brain reads them, the rules order by them."),
    locales: z.array(locale).max(50).nullable().default(null).describe("Locales the agent may change; null means every locale of the app."),
    fields: z
      .array(z.enum(AGENT_FIELDS))
      .min(1)
      .default(DEFAULT_FIELDS)
      .describe(
        "What the agent may change. `reviewReplies` lets it draft replies, `experiments` lets it create product page optimization experiments. The name and the URL fields are off by default.",
      ),
    autoApprove: z.boolean().default(false).describe("Execute proposals without waiting for approval."),
    tickIntervalMinutes: z
      .int()
      .min(15)
      .max(43_200)
      .default(1440)
      .describe("Minutes the agent sleeps between ticks (15 minutes to 30 days)."),
    reviewReplyTone: z.enum(REVIEW_REPLY_TONES).default("friendly").describe("The voice of drafted review replies."),
    replyToPositiveReviews: z
      .boolean()
      .default(false)
      .describe(
        "Also draft replies to 4- and 5-star reviews (thanks, or an answer to the wish or problem they mention), after every unanswered review of 3 stars or fewer. Needs `reviewReplies` in `fields`.",
      ),
  })
  .meta({ id: "AgentConfig" });

export type AgentConfig = z.output<typeof agentConfigSchema>;

/** A change to the configuration: any subset of its keys; what is left out stays as it was. */
export const agentConfigPatchSchema = z
  .strictObject({
    goals: agentConfigSchema.shape.goals.removeDefault().optional(),
    locales: agentConfigSchema.shape.locales.removeDefault().optional(),
    fields: agentConfigSchema.shape.fields.removeDefault().optional(),
    autoApprove: z.boolean().optional(),
    tickIntervalMinutes: agentConfigSchema.shape.tickIntervalMinutes.removeDefault().optional(),
    reviewReplyTone: z.enum(REVIEW_REPLY_TONES).optional(),
    replyToPositiveReviews: z.boolean().optional(),
  })
  .meta({ id: "AgentConfigPatch" });

export const defaultAgentConfig = (): AgentConfig => agentConfigSchema.parse({});

/** The stored configuration with defaults filled in; a key a later release dropped is ignored, not fatal. */
export function readAgentConfig(stored: unknown): AgentConfig {
  const known = Object.fromEntries(
    Object.entries(stored && typeof stored === "object" ? stored : {}).filter(([key]) => key in agentConfigSchema.shape),
  );
  const parsed = agentConfigSchema.safeParse(known);
  return parsed.success ? parsed.data : defaultAgentConfig();
}

export const mayTouch = (config: AgentConfig, field: AgentField): boolean => config.fields.includes(field);

export const localeInScope = (config: AgentConfig, candidate: string): boolean =>
  config.locales === null || config.locales.includes(candidate);
