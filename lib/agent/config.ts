import { z } from "zod";

import { isAscLocale } from "@/lib/store/locales";
import { STORE_TEXT_FIELD_LABELS, type StoreTextField } from "@/lib/text/store-fields";

/**
 * The localization texts the agent can change (lib/text/store-fields.ts names them), in the order
 * it weighs and lists them: what moves search first.
 */
export const LOCALIZATION_FIELDS = [
  "keywords",
  "name",
  "subtitle",
  "promotionalText",
  "description",
  "whatsNew",
  "marketingUrl",
  "supportUrl",
  "privacyPolicyUrl",
] as const satisfies readonly StoreTextField[];
export type LocalizationField = (typeof LOCALIZATION_FIELDS)[number];

/** What the agent may change: a version's (or, for the name, subtitle and privacy policy URL, the app info's) texts, replies and experiments. */
export const AGENT_FIELDS = [...LOCALIZATION_FIELDS, "reviewReplies", "experiments"] as const;
export type AgentField = (typeof AGENT_FIELDS)[number];

export const AGENT_FIELD_LABELS: Record<AgentField, string> = {
  ...STORE_TEXT_FIELD_LABELS,
  reviewReplies: "Review replies",
  experiments: "Product page experiments",
};

/** URL fields and the name are opt-in: a wrong link or a renamed brand costs more than a missed improvement. */
const DEFAULT_FIELDS: AgentField[] = ["keywords", "subtitle", "promotionalText", "description", "whatsNew", "reviewReplies", "experiments"];

export const REVIEW_REPLY_TONES = ["friendly", "professional", "concise"] as const;

/**
 * What may be written without a person: only the kinds the owner ticks, only when the precheck
 * found nothing (no warning either), never a text with a link, a contact detail or a price, and at
 * most `dailyLimit` a day (lib/agent/auto-approve.ts). The name, subtitle, description, URLs and
 * experiments always wait for a person.
 */
export const AUTO_APPROVE_KINDS = ["reply_positive", "reply_critical", "promotional_text", "whats_new", "keywords"] as const;
export type AutoApproveKind = (typeof AUTO_APPROVE_KINDS)[number];

export const autoApproveSchema = z
  .strictObject({
    kinds: z
      .array(z.enum(AUTO_APPROVE_KINDS))
      .max(AUTO_APPROVE_KINDS.length)
      .default([])
      .describe(
        "What the agent may write without waiting for approval: `reply_positive` (replies to 4–5 star reviews), `reply_critical` (replies to 1–3 star reviews), `promotional_text`, `whats_new`, `keywords`. Empty: every change waits for a person.",
      ),
    dailyLimit: z.int().min(1).max(50).default(5).describe("At most this many changes approved automatically in 24 hours; the rest wait."),
  })
  .meta({ id: "AgentAutoApprove" });
export type AutoApprove = z.output<typeof autoApproveSchema>;

/**
 * What a configuration saved before auto-approval was narrowed (`autoApprove: true`, which wrote
 * everything) now means: replies only, the changes a person can take back at once and that the
 * agent drafted most, at the default daily limit. Metadata and experiments wait for a person.
 */
export const LEGACY_AUTO_APPROVE: AutoApprove = { kinds: ["reply_positive", "reply_critical"], dailyLimit: 5 };

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
    autoApprove: autoApproveSchema.default({ kinds: [], dailyLimit: 5 }),
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
    autoApprove: z
      .union([
        z.strictObject({
          kinds: autoApproveSchema.shape.kinds.removeDefault().optional(),
          dailyLimit: autoApproveSchema.shape.dailyLimit.removeDefault().optional(),
        }),
        z.boolean().describe("Deprecated: `true` means replies only (`reply_positive`, `reply_critical`), `false` nothing."),
      ])
      .optional(),
    tickIntervalMinutes: agentConfigSchema.shape.tickIntervalMinutes.removeDefault().optional(),
    reviewReplyTone: z.enum(REVIEW_REPLY_TONES).optional(),
    replyToPositiveReviews: z.boolean().optional(),
  })
  .meta({ id: "AgentConfigPatch" });

export type AgentConfigPatch = z.output<typeof agentConfigPatchSchema>;

export const defaultAgentConfig = (): AgentConfig => agentConfigSchema.parse({});

/** The stored configuration with defaults filled in; a key a later release dropped is ignored, not fatal. */
export function readAgentConfig(stored: unknown): AgentConfig {
  const known = Object.fromEntries(
    Object.entries(stored && typeof stored === "object" ? stored : {})
      .filter(([key]) => key in agentConfigSchema.shape)
      // Saved before auto-approval was narrowed: a boolean (see LEGACY_AUTO_APPROVE).
      .map(([key, value]) =>
        key === "autoApprove" && typeof value === "boolean" ? [key, value ? LEGACY_AUTO_APPROVE : {}] : [key, value],
      ),
  );
  const parsed = agentConfigSchema.safeParse(known);
  return parsed.success ? parsed.data : defaultAgentConfig();
}

export const mayTouch = (config: AgentConfig, field: AgentField): boolean => config.fields.includes(field);

export const localeInScope = (config: AgentConfig, candidate: string): boolean =>
  config.locales === null || config.locales.includes(candidate);

/** A patch's auto-approval merged into the current one; a boolean as LEGACY_AUTO_APPROVE says. */
export function mergeAutoApprove(current: AutoApprove, patch: Partial<AutoApprove> | boolean | undefined): AutoApprove {
  if (patch === undefined) return current;
  if (typeof patch === "boolean") return patch ? LEGACY_AUTO_APPROVE : { ...current, kinds: [] };
  return { ...current, ...patch };
}
