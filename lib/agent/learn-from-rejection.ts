import { cutCodeUnits } from "@/lib/text/truncate";

import type { Mutation } from "./mutations";
import { NO_REPLY_WORDS, STAR_WORDS, WISH_WORDS, WISHES, type Wish } from "./wish-words";

/**
 * What the agent learns from a rejection beyond "not this change": the scope the owner picked
 * (kept as a memory every brain's candidates are filtered by, until the owner removes it), the
 * wishes its reason states in words a rule can test, in any language the agent replies in (no
 * emoji, no links, shorter, formal or informal address, no prices or discounts), and ratings it
 * asks to leave unanswered ("don't reply to 5★"). Memories are durable: every tick applies all
 * of them (active-rules.ts lists them for the model brain).
 */

/** The longest reason an owner gives for a rejection; the reason is read no further. */
export const MAX_REJECTION_REASON = 2000;

export const REJECTION_SCOPES = ["this_change", "this_field", "this_locale", "this_review", "this_rating", "this_kind"] as const;
export type RejectionScope = (typeof REJECTION_SCOPES)[number];

/** The memory key that leaves reviews of `rating` stars unanswered. */
export const ratingKey = (rating: number) => `avoid:rating:${rating}`;

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
    case "this_rating":
      return mutation.type === "reply_to_review" ? ratingKey(mutation.rating) : null;
    case "this_kind":
      return `avoid:kind:${mutation.type}`;
  }
}

/**
 * The avoid-memories a candidate falls under (their keys); empty when it may be proposed. A
 * reply's rating is the review's as observed (`reviews`), not what a brain wrote into the change.
 */
export function avoidedBy(
  mutation: Mutation,
  memories: Record<string, unknown>,
  reviews: readonly { id: string; rating: number }[] = [],
): string[] {
  const keys = [`avoid:kind:${mutation.type}`];
  if (mutation.type === "update_localization") keys.push(`avoid:field:${mutation.field}`, `avoid:locale:${mutation.locale}`);
  if (mutation.type === "reply_to_review") {
    const rating = reviews.find((review) => review.id === mutation.reviewId)?.rating ?? mutation.rating;
    keys.push(`avoid:review:${mutation.reviewId}`, ratingKey(rating));
  }
  return keys.filter((key) => key in memories);
}

export const REPLY_STYLES = WISHES;
export type ReplyStyle = Wish;

const lower = (text: string) => cutCodeUnits(text, MAX_REJECTION_REASON).replace(/İ/g, "i").replace(/[’`´]/g, "'").toLowerCase();
const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A phrase from the start of a word when it starts with a Latin letter; anywhere in the other scripts. */
const phrasePattern = (phrase: string) => `${/^\p{Script=Latin}/u.test(phrase) ? "(?<![\\p{L}\\p{N}])" : ""}${escape(phrase)}`;

const PHRASES = WISHES.flatMap((wish) =>
  WISH_WORDS[wish].map((phrase) => ({ wish, regex: new RegExp(phrasePattern(lower(phrase)), "gu") })),
).sort((a, b) => b.regex.source.length - a.regex.source.length);

/**
 * The reply wishes a rejection's reason states, in any of the agent's languages. Longer phrases
 * are read first and use up their words ("less formal" is informal, "nicht duzen" formal); when
 * a reason asks for both registers, the one it names first counts.
 */
export function stylesIn(reason: string): ReplyStyle[] {
  let text = lower(reason);
  const first = new Map<Wish, number>();
  for (const { wish, regex } of PHRASES) {
    text = text.replace(regex, (match, offset: number) => {
      first.set(wish, Math.min(first.get(wish) ?? Infinity, offset));
      return " ".repeat(match.length);
    });
  }
  if (first.has("formal") && first.has("informal")) first.delete(first.get("formal")! < first.get("informal")! ? "informal" : "formal");
  return REPLY_STYLES.filter((style) => first.has(style));
}

const NO_REPLY = new RegExp(NO_REPLY_WORDS.map((phrase) => phrasePattern(lower(phrase))).join("|"), "u");
const STAR = STAR_WORDS.map(escape).join("|");
const JOIN = "-|–|~|/|,|to|and|or|und|oder|bis|et|ou|à|y|o|a|e|en|of|tot|ve|veya|ile|と|和|或|및";
const AFTER = new RegExp(`(?<!\\d)([1-5])(?:\\s*(?:${JOIN})\\s*([1-5]))?\\s*-?\\s*(?:${STAR})`, "gu");
const BEFORE = new RegExp(`(?:★|⭐|星|별)\\s*([1-5])(?!\\d)`, "gu");
const STAR_RUN = /(?<![★⭐\d])([★⭐]{1,5})(?![★⭐\d])/gu;

/** The ratings a reason asks the agent not to reply to ("don't reply to 5★ reviews", "4–5 Sterne nicht beantworten"). */
export function ratingsNotToAnswer(reason: string): number[] {
  const text = lower(reason);
  if (!NO_REPLY.test(text)) return [];
  const ratings = new Set<number>();
  for (const match of text.matchAll(AFTER)) {
    const from = Number(match[1]);
    const to = match[2] ? Number(match[2]) : from;
    for (let rating = Math.min(from, to); rating <= Math.max(from, to); rating++) ratings.add(rating);
  }
  for (const match of text.matchAll(BEFORE)) ratings.add(Number(match[1]));
  for (const match of text.replace(AFTER, " ").matchAll(STAR_RUN)) ratings.add([...match[1]!].length);
  return [...ratings].sort();
}

export const styleKey = (style: ReplyStyle) => `style:${style}`;

/** The reply wishes the agent remembers. */
export const replyStyles = (memories: Record<string, unknown>): ReplyStyle[] => REPLY_STYLES.filter((style) => styleKey(style) in memories);
