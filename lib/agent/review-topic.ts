import { replyLanguage, type ReplyLanguage } from "@/lib/text/reply-language";
import { SUBSTRING_LANGUAGES, TOPIC_WORDS, type ReviewTopic } from "./review-words";

/**
 * What a review is about, from its words (review-words.ts) in its own language and English:
 * the first topic in this order that its words name (a double charge is billing even when it
 * says "lost"; lost entries are data loss even when a sync deleted them), else praise for four
 * or five stars, else a general complaint. Abusive words come first: such a review gets no draft
 * and waits for a person.
 */

const ORDER = ["billing", "data_loss", "login", "crash", "feature_request"] as const;

type ReplyTopicChoice = ReviewTopic | "general";

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** An entry as a pattern: from the start of a word, to its end with a trailing `$`; anywhere in scripts without spaces. */
function pattern(word: string, anywhere: boolean): string {
  const whole = word.endsWith("$");
  const body = escape(whole ? word.slice(0, -1) : word);
  if (anywhere) return body;
  return `(?<![\\p{L}\\p{N}])${body}${whole ? "(?![\\p{L}\\p{N}])" : ""}`;
}

const cache = new Map<string, RegExp>();
function matcher(language: ReplyLanguage, topic: ReviewTopic, anywhere = SUBSTRING_LANGUAGES.has(language)): RegExp {
  const key = `${language}:${topic}:${anywhere}`;
  let regex = cache.get(key);
  if (!regex) {
    regex = new RegExp(TOPIC_WORDS[language][topic].map((word) => pattern(word, anywhere)).join("|"), "iu");
    cache.set(key, regex);
  }
  return regex;
}

// Turkish capital dotted I has no one-letter lower case for the `i` flag.
const normalized = (text: string) => text.replace(/İ/g, "i").replace(/[’`´]/g, "'");

/** Whether `text` uses abusive words of any language we reply in (each word in its own language's way). */
function isAbusive(text: string): boolean {
  const plain = normalized(text);
  return (Object.keys(TOPIC_WORDS) as ReplyLanguage[]).some((language) => matcher(language, "abuse").test(plain));
}

/**
 * Whether `name` contains an abusive word anywhere, glued to other words or not ("IdiotDevs"):
 * a nickname is one token as often as not. Short words only as whole words, so "Kutlu" passes.
 */
export function hasAbusiveWordInside(name: string): boolean {
  const plain = normalized(name);
  return (Object.keys(TOPIC_WORDS) as ReplyLanguage[]).some(
    (language) =>
      matcher(language, "abuse").test(plain) ||
      TOPIC_WORDS[language].abuse.some(
        (word) => !word.endsWith("$") && [...word].length >= 4 && plain.toLocaleLowerCase().includes(word.toLocaleLowerCase()),
      ),
  );
}

export function reviewTopic(review: { title: string | null; body: string | null; rating: number; territory: string }): ReplyTopicChoice {
  const text = normalized([review.title, review.body].filter(Boolean).join(". "));
  if (isAbusive(text)) return "abuse";
  const language = replyLanguage(review);
  const says = (topic: ReviewTopic) => matcher(language, topic).test(text) || (language !== "en" && matcher("en", topic).test(text));
  const topic = ORDER.find(says);
  if (topic) return topic;
  return review.rating >= 4 ? "praise" : "general";
}
