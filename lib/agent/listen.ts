import type { Mutation } from "./mutations";

/**
 * What the agent learns from a rejection beyond "not this change": the scope the owner picked
 * (kept as a memory every brain's candidates are filtered by, until the owner removes it) and
 * the wishes its reason states in words a rule can test (no emoji, no links, shorter, formal),
 * which review reply drafts follow. The free text itself goes to the model brain as before.
 */

export const REJECTION_SCOPES = ["this_change", "this_field", "this_locale", "this_review", "this_kind"] as const;
export type RejectionScope = (typeof REJECTION_SCOPES)[number];

/** The memory key a scope writes for a mutation; null for `this_change` (the fingerprint memory) or a scope that does not apply. */
export function scopeKey(scope: RejectionScope, mutation: Mutation): string | null {
  switch (scope) {
    case "this_change":
      return null;
    case "this_field":
      return mutation.type === "update_localization" ? `avoid:field:${mutation.field}` : `avoid:kind:${mutation.type}`;
    case "this_locale":
      return mutation.type === "update_localization" ? `avoid:locale:${mutation.locale}` : null;
    case "this_review":
      return mutation.type === "reply_to_review" ? `avoid:review:${mutation.reviewId}` : null;
    case "this_kind":
      return `avoid:kind:${mutation.type}`;
  }
}

/** The avoid-memories a candidate falls under (their keys); empty when it may be proposed. */
export function avoidedBy(mutation: Mutation, memories: Record<string, unknown>): string[] {
  const keys = [`avoid:kind:${mutation.type}`];
  if (mutation.type === "update_localization") keys.push(`avoid:field:${mutation.field}`, `avoid:locale:${mutation.locale}`);
  if (mutation.type === "reply_to_review") keys.push(`avoid:review:${mutation.reviewId}`);
  return keys.filter((key) => key in memories);
}

export const REPLY_STYLES = ["no_emoji", "no_links", "shorter", "formal"] as const;
export type ReplyStyle = (typeof REPLY_STYLES)[number];

const STYLE_WORDS: Record<ReplyStyle, RegExp> = {
  no_emoji: /\b(emojis?|emoticons?|smileys?)\b/i,
  no_links: /\b(links?|urls?|web ?sites?|support[- ]link)\b/i,
  shorter: /\b(shorter|too long|brief(er)?|concise|less text|wordy|lengthy)\b/i,
  formal: /\b(formal|professional|less casual|too casual|too chatty|polite)\b/i,
};

/** The reply wishes a rejection's reason states. */
export const stylesIn = (reason: string): ReplyStyle[] => REPLY_STYLES.filter((style) => STYLE_WORDS[style].test(reason));

export const styleKey = (style: ReplyStyle) => `style:${style}`;

/** The reply wishes the agent remembers. */
export const replyStyles = (memories: Record<string, unknown>): ReplyStyle[] => REPLY_STYLES.filter((style) => styleKey(style) in memories);
