import { alternativesSource, WORD_END, WORD_START } from "@/lib/text/phrases";
import { cutCodeUnits } from "@/lib/text/truncate";

import type { Mutation } from "./mutations";
import { readable } from "./review-topic";
import {
  AFTER_FILLERS,
  DEGREE_BEFORE,
  MORE_AFTER,
  MORE_BEFORE,
  NEGATION_BEFORE,
  NO_REPLY_WORDS,
  PHRASE_WISHES,
  RATING_NUMBERS,
  REGISTER_WORDS,
  STAR_WORDS,
  TURNED_AFTER,
  WISHES,
  type Register,
  type Wish,
} from "./wish-words";

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

const lower = (text: string) => readable(cutCodeUnits(text, MAX_REJECTION_REASON)).toLowerCase();
const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const isLatin = (word: string) => /^\p{Script=Latin}/u.test(word);
/** A word (a trailing `$`: the whole word), from the start of a word when it starts with a Latin letter, anywhere in the other scripts. */
const word = (text: string) => {
  const whole = text.endsWith("$");
  const body = escape(lower(whole ? text.slice(0, -1) : text));
  return { source: `${body}${whole ? WORD_END : ""}`, startsWord: isLatin(text) };
};
const wordPattern = (text: string) => {
  const { source, startsWord } = word(text);
  return `${startsWord ? WORD_START : ""}${source}`;
};
/** Alternatives, longest first: a longer phrase is found before the words inside it. */
const anyOf = (words: readonly string[]) => alternativesSource([...words].sort((a, b) => b.length - a.length).map(word));

const OPPOSITE: Record<Register, Register> = { formal: "informal", informal: "formal" };
const REGISTERS = Object.keys(REGISTER_WORDS) as Register[];
const REGISTER_OF = new Map(
  REGISTERS.flatMap((register) => REGISTER_WORDS[register].map((word) => [lower(word.replace(/\$$/, "")), register])),
);
const REGISTER_PATTERN = new RegExp(anyOf(REGISTERS.flatMap((register) => REGISTER_WORDS[register])), "gu");

const FILLER = `(?:(?:${anyOf(AFTER_FILLERS)})\\s+){0,3}`;
// Before: right before the register word, or (a negation) up to two words before it. After: right
// after it, past pronouns and "please" in the Latin scripts, a few letters on in the others.
const MORE_RIGHT_BEFORE = new RegExp(`(?:${anyOf(MORE_BEFORE)})\\s*$`, "u");
const DEGREE_RIGHT_BEFORE = new RegExp(`(?:${anyOf(DEGREE_BEFORE)})\\s*$`, "u");
const NEGATED_BEFORE = new RegExp(`(?:${anyOf(NEGATION_BEFORE)})(?:\\s+[\\p{L}'-]+){0,2}\\s*$`, "u");
const MORE_RIGHT_AFTER = new RegExp(`^(?:\\s*${FILLER}|.{0,3}?)(?:${anyOf(MORE_AFTER)})`, "u");
const TURNED_RIGHT_AFTER = new RegExp(`^(?:\\s*${FILLER}|.{0,3}?)(?:${anyOf(TURNED_AFTER)})(?![\\p{Script=Latin}])`, "u");
const CLAUSE = /[,.;:!?。、，！？\n()]|\s[-–—]\s/u;

/** The register a register word asks for, read with the words around it in its clause. */
function meant(register: Register, before: string, after: string): Register {
  const clauseBefore = before.split(CLAUSE).at(-1) ?? "";
  const clauseAfter = after.split(CLAUSE)[0] ?? "";
  if (MORE_RIGHT_BEFORE.test(clauseBefore) || MORE_RIGHT_AFTER.test(clauseAfter)) return register;
  const turned = DEGREE_RIGHT_BEFORE.test(clauseBefore) || NEGATED_BEFORE.test(clauseBefore) || TURNED_RIGHT_AFTER.test(clauseAfter);
  return turned ? OPPOSITE[register] : register;
}

/** The register a reason asks for, as meant ("too informal" asks for the formal one); the first it states counts. */
function registerIn(text: string): Register | null {
  for (const match of text.matchAll(REGISTER_PATTERN)) {
    const register = REGISTER_OF.get(match[0]);
    if (register) return meant(register, text.slice(0, match.index), text.slice(match.index + match[0].length));
  }
  return null;
}

const PHRASES = (Object.keys(PHRASE_WISHES) as (keyof typeof PHRASE_WISHES)[]).map((wish) => ({
  wish,
  regex: new RegExp(anyOf(PHRASE_WISHES[wish]), "gu"),
}));
/** Wishes to leave something out, which "more emoji" does not ask for. */
const LEAVE_OUT = new Set<Wish>(["no_emoji", "no_links", "no_discounts"]);

/**
 * The reply wishes a rejection's reason states, in any of the agent's languages: the register as
 * meant (see wish-words.ts: "too informal" and "nicht so locker" ask for the formal address, "less
 * formal" and "カジュアルすぎ" the other way round), and the wishes any mention of their words
 * states (no emoji, no links, shorter, no prices or discounts).
 */
export function stylesIn(reason: string): ReplyStyle[] {
  const text = lower(reason);
  const found = new Set<Wish>();
  const register = registerIn(text);
  if (register) found.add(register);
  for (const { wish, regex } of PHRASES)
    for (const match of text.matchAll(regex)) {
      if (LEAVE_OUT.has(wish) && MORE_RIGHT_BEFORE.test(text.slice(0, match.index))) continue;
      found.add(wish);
      break;
    }
  return REPLY_STYLES.filter((style) => found.has(style));
}

const NO_REPLY = new RegExp(
  alternativesSource(
    NO_REPLY_WORDS.map((phrase) => {
      const [first, ...rest] = phrase.split(" … ");
      const head = word(first!.trim());
      return {
        source: [head.source, ...rest.map((part) => wordPattern(part.trim()))].join("[\\s\\S]{0,40}?"),
        startsWord: head.startsWord,
      };
    }),
  ),
  "u",
);
const STAR = STAR_WORDS.map(escape).join("|");
const JOIN = "-|–|~|/|,|to|and|or|und|oder|bis|et|ou|à|y|o|a|e|en|of|tot|ve|veya|ile|と|和|或|및";
const AFTER = new RegExp(`(?<!\\d)([1-5])(?:\\s*(?:${JOIN})\\s*([1-5]))?\\s*-?\\s*(?:${STAR})`, "gu");
const BEFORE = new RegExp(`(?:★|⭐|星|별)\\s*([1-5])(?!\\d)`, "gu");
const STAR_RUN = /(?<![★⭐\d])([★⭐]{1,5})(?![★⭐\d])/gu;
/** Ratings in words next to a star word ("five-star", "fünf Sterne", "五つ星", "별 다섯 개"), as digits. */
const NUMBER_OF = new Map(RATING_NUMBERS.flatMap((words, index) => words.map((word) => [lower(word), String(index + 1)])));
const NUMBER_WORDS = anyOf(RATING_NUMBERS.flat());
const RATING_IN_WORDS = new RegExp(
  `(?:${NUMBER_WORDS})(?=(?:\\s*(?:${JOIN})\\s*(?:${NUMBER_WORDS}|[1-5]))?\\s*-?\\s*(?:${STAR}))|(?<=(?:★|⭐|星|별)\\s*)(?:${NUMBER_WORDS})`,
  "gu",
);

/** The ratings a reason asks the agent not to reply to ("don't reply to 5★ reviews", "4–5 Sterne nicht beantworten", "five-star"). */
export function ratingsNotToAnswer(reason: string): number[] {
  const text = lower(reason).replace(RATING_IN_WORDS, (word) => NUMBER_OF.get(word) ?? word);
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

/** The rules a model may read from the owner's words kept as written: a reply wish, or no replies to a rating. */
export const READABLE_RULES = [...WISHES, "no_reply_to_rating"] as const;

/** A rule a model read from the owner's words (`wish`: the memory keeping them). */
export interface InterpretedWish {
  wish: string;
  rule: (typeof READABLE_RULES)[number];
  rating: number | null;
}

/** The reply wishes the agent remembers. */
export const replyStyles = (memories: Record<string, unknown>): ReplyStyle[] => REPLY_STYLES.filter((style) => styleKey(style) in memories);
