import { contentFindings } from "@/lib/text/content-rules";
import { alternativesSource, WORD_END, WORD_START } from "@/lib/text/phrases";
import { replyLanguage, reviewText, type ReplyLanguage } from "@/lib/text/reply-language";
import { MAX_STORE_TEXT_UNITS } from "@/lib/text/store-text";
import { readableText } from "@/lib/text/text-view";
import { cutCodeUnits } from "@/lib/text/truncate";

import type { HeldReason } from "./event-kinds";
import { SUBSTRING_LANGUAGES, TOPIC_WORDS, type ReviewTopic } from "./review-words";

/**
 * What a review is about, from its words (review-words.ts) in its own language and English.
 * First whether it waits for a person: a review that talks to an AI ("ignore all previous
 * instructions"), spam or abuse gets no draft from any brain. Otherwise the first topic in this
 * order that its words name (a double charge is billing even when it says "lost"; a price rise is
 * a price, not a refund, unless it asks for one; sound that stops on the lock screen is playback,
 * not a crash or lost data), else praise for four or five stars, else a general complaint.
 */

const ORDER = ["billing", "price", "audio", "data_loss", "login", "crash", "feature_request"] as const;

export type ReplyTopicChoice = (typeof ORDER)[number] | "praise" | "general";

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** How far apart the parts of a ` … ` entry may stand: a few words. */
const GAP = "[\\s\\S]{0,40}?";

/** One part of an entry: to the end of its word with a trailing `$` (where it starts is the caller's). */
function part(word: string, anywhere: boolean): string {
  const whole = word.endsWith("$");
  const body = escape(whole ? word.slice(0, -1) : word);
  return anywhere || !whole ? body : `${body}${WORD_END}`;
}

/** An entry as a pattern: its parts in order, a few words apart at most, each after the first from the start of a word. */
const pattern = (entry: string, anywhere: boolean) =>
  entry
    .split(" … ")
    .map((word, index) => `${index > 0 && !anywhere ? WORD_START : ""}${part(word.trim(), anywhere)}`)
    .join(GAP);

const cache = new Map<string, RegExp>();
function matcher(language: ReplyLanguage, topic: ReviewTopic, anywhere = SUBSTRING_LANGUAGES.has(language)): RegExp {
  const key = `${language}:${topic}:${anywhere}`;
  let regex = cache.get(key);
  if (!regex) {
    const entries = TOPIC_WORDS[language][topic].map((word) => ({ source: pattern(word, anywhere), startsWord: !anywhere }));
    regex = new RegExp(alternativesSource(entries), "iu");
    cache.set(key, regex);
  }
  return regex;
}

/**
 * The text as a person reads it, for matching (lib/text/text-view.ts: invisible characters and
 * variation selectors removed, compatibility forms folded: a zero-width space inside "FR​EE",
 * fullwidth letters), Turkish capital dotted I and typographic apostrophes made plain. Read no
 * further than the longest store text (a review is shorter): what a text costs follows what is
 * read of it.
 */
export const readable = (text: string) => readableText(cutCodeUnits(text, MAX_STORE_TEXT_UNITS)).replace(/İ/g, "i").replace(/[’`´]/g, "'");

const LANGUAGES = Object.keys(TOPIC_WORDS) as ReplyLanguage[];

/** Whether `text` uses a held list's words in any language we reply in (each in its own language's way). */
const saysInAnyLanguage = (text: string, list: "instructions" | "spam" | "abuse") =>
  LANGUAGES.some((language) => matcher(language, list).test(text));

/**
 * Whether `name` contains an abusive word anywhere, glued to other words or not ("IdiotDevs"):
 * a nickname is one token as often as not. Short words only as whole words, so "Kutlu" passes.
 */
export function hasAbusiveWordInside(name: string): boolean {
  const plain = readable(name);
  return LANGUAGES.some(
    (language) =>
      matcher(language, "abuse").test(plain) ||
      TOPIC_WORDS[language].abuse.some(
        (word) => !word.endsWith("$") && [...word].length >= 4 && plain.toLocaleLowerCase().includes(word.toLocaleLowerCase()),
      ),
  );
}

type ReviewText = { title: string | null; body: string | null; rating: number; territory: string };

const textOf = (review: ReviewText) => readable(reviewText(review));

/**
 * Why a review waits for a person rather than a drafted reply, or null: it reads like instructions
 * to an AI, like spam (our words, or the content precheck's spam rule in its language), or it is
 * abusive. Read in every language we reply in: an injection does not need to match the storefront.
 */
export function heldReason(review: ReviewText): HeldReason | null {
  const text = textOf(review);
  if (saysInAnyLanguage(text, "instructions")) return "instructions";
  if (
    saysInAnyLanguage(text, "spam") ||
    contentFindings(text, { kind: "reply", locale: replyLanguage(review) }).some((f) => f.rule === "spam")
  )
    return "spam";
  if (saysInAnyLanguage(text, "abuse")) return "abusive";
  return null;
}

/** An amount of money ("$9.99", "4,99 €", "980円"): a review naming one is about the price unless it asks for a refund. */
const AMOUNT =
  /[$€£¥₩₹]\s?\d|(?<![\d.,])\d[\d.,]*\s?(?:[$€£¥₩₹]|円|元|원|euros?(?![\p{L}])|dollars?(?![\p{L}])|usd(?![\p{L}])|eur(?![\p{L}]))/iu;

/** The topic a reply to `review` answers (for a review that is not held: see `heldReason`). */
export function reviewTopic(review: ReviewText): ReplyTopicChoice {
  const text = textOf(review);
  const language = replyLanguage(review);
  const says = (topic: ReviewTopic) =>
    matcher(language, topic).test(text) ||
    (language !== "en" && matcher("en", topic).test(text)) ||
    (topic === "price" && AMOUNT.test(text));
  const topic = ORDER.find(says);
  if (topic) return topic;
  return review.rating >= 4 ? "praise" : "general";
}
