import { franc, francAll } from "franc-min";

import { MAX_STORE_TEXT_UNITS, REVIEW_TEXT_LIMITS } from "@/lib/text/store-text";
import { cutCodeUnits } from "@/lib/text/truncate";

import { HINT_LETTERS, HINT_WORDS, LATIN_LANGUAGES, type LatinLanguage } from "./language-hints";

/**
 * The language a reply to a review is written in: the review's own, else the one of its
 * storefront (territory), else English. Also the language of a locale and of a store text, so
 * the rules never put one language's words into another's locale.
 *
 * Detection goes by script first (Arabic, Hangul, kana, Han say it in two letters), then, for
 * Latin script, by words each language gives itself away with (language-hints.ts), then by
 * franc's trigram statistics over every language it knows, so a language we do not write in
 * (Swedish) is recognised as such instead of being read as its nearest neighbour we do.
 */

export const REPLY_LANGUAGES = ["en", "de", "fr", "es", "it", "pt-BR", "ja", "ko", "zh-Hans", "ar", "nl", "tr"] as const;
export type ReplyLanguage = (typeof REPLY_LANGUAGES)[number];

/** franc's ISO 639-3 codes of the Latin-script reply languages. */
const FROM_ISO_639_3: Record<string, LatinLanguage> = {
  eng: "en",
  deu: "de",
  fra: "fr",
  spa: "es",
  ita: "it",
  por: "pt-BR",
  nld: "nl",
  tur: "tr",
};

/** App Store Connect's territories (ISO 3166-1 alpha-3) whose main language is one we reply in. */
const TERRITORY_LANGUAGES: Record<string, ReplyLanguage> = {
  ...Object.fromEntries(["USA", "GBR", "CAN", "AUS", "NZL", "IRL", "IND", "SGP", "ZAF"].map((code) => [code, "en"])),
  ...Object.fromEntries(["DEU", "AUT", "CHE", "LIE"].map((code) => [code, "de"])),
  ...Object.fromEntries(["FRA", "BEL", "LUX", "MCO", "SEN", "CIV"].map((code) => [code, "fr"])),
  ...Object.fromEntries(
    ["ESP", "MEX", "ARG", "COL", "CHL", "PER", "VEN", "ECU", "GTM", "CRI", "URY", "BOL", "PRY", "DOM", "PAN", "SLV", "HND", "NIC"].map(
      (code) => [code, "es"],
    ),
  ),
  ...Object.fromEntries(["ITA", "SMR"].map((code) => [code, "it"])),
  ...Object.fromEntries(["BRA", "PRT", "AGO", "MOZ"].map((code) => [code, "pt-BR"])),
  ...Object.fromEntries(["CHN", "TWN", "HKG", "MAC"].map((code) => [code, "zh-Hans"])),
  JPN: "ja",
  KOR: "ko",
  ...Object.fromEntries(
    ["SAU", "ARE", "EGY", "QAT", "KWT", "BHR", "OMN", "JOR", "LBN", "MAR", "DZA", "TUN", "IRQ", "YEM", "LBY"].map((code) => [code, "ar"]),
  ),
  ...Object.fromEntries(["NLD", "SUR"].map((code) => [code, "nl"])),
  TUR: "tr",
} as Record<string, ReplyLanguage>;

/**
 * The most of a text detection reads: as long as the longest store text (a review's title and
 * body, 10,300 characters, are shorter), so what a text costs follows what is read of it.
 */
const head = (text: string) => cutCodeUnits(text, MAX_STORE_TEXT_UNITS);

/**
 * A review's title and body as one text, each read no further than the store client keeps of
 * it (lib/store/answers.ts): a review from elsewhere costs no more.
 */
export const reviewText = (review: { title: string | null; body: string | null }): string =>
  [cutCodeUnits(review.title ?? "", REVIEW_TEXT_LIMITS.title), cutCodeUnits(review.body ?? "", REVIEW_TEXT_LIMITS.body)]
    .filter(Boolean)
    .join(". ");

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

// Below this many letters franc's guess is noise.
const FRANC_MIN_LETTERS = 30;
// franc scores its best guess 1; guesses this close to it are taken as equally likely.
const NEAR_TOP = 0.85;

/** Per Latin language: how many of the text's words (and letters only it uses) point to it. */
function hintScores(text: string): Record<LatinLanguage, number> {
  const scores = Object.fromEntries(LATIN_LANGUAGES.map((language) => [language, 0])) as Record<LatinLanguage, number>;
  const tokens =
    text
      .replace(/[’`´]/g, "'")
      .toLowerCase()
      .match(/[\p{L}']+/gu) ?? [];
  for (const language of LATIN_LANGUAGES) {
    const known = HINT_SET[language];
    scores[language] += tokens.filter((token) => known.has(token) || known.has(token.replace(/^'+|'+$/g, ""))).length;
  }
  for (const [letters, language] of HINT_LETTERS) if (letters.test(text)) scores[language] += 2;
  return scores;
}

const HINT_SET = Object.fromEntries(LATIN_LANGUAGES.map((language) => [language, new Set(HINT_WORDS[language])])) as Record<
  LatinLanguage,
  Set<string>
>;

interface Guess {
  /** The language, when the text says it clearly. */
  sure: ReplyLanguage | null;
  /** A leaning from few words, for when the storefront cannot say either. */
  leaning: ReplyLanguage | null;
  /** The text is in a language we do not write in. */
  foreign: boolean;
}

function guess(text: string): Guess {
  const letters = count(text, /\p{L}/gu);
  if (letters === 0) return { sure: null, leaning: null, foreign: false };
  const kana = count(text, /[\p{Script=Hiragana}\p{Script=Katakana}]/gu);
  const han = count(text, /\p{Script=Han}/gu);
  const hangul = count(text, /\p{Script=Hangul}/gu);
  const arabic = count(text, /\p{Script=Arabic}/gu);
  const latin = count(text, /\p{Script=Latin}/gu);
  const share = (n: number) => n >= 2 && n >= letters * 0.3;
  if (kana > 0 && share(kana + han)) return { sure: "ja", leaning: null, foreign: false };
  if (share(hangul)) return { sure: "ko", leaning: null, foreign: false };
  // A few Han characters alone read the same in Japanese: the storefront decides those.
  if (share(han)) return han >= 4 ? { sure: "zh-Hans", leaning: null, foreign: false } : { sure: null, leaning: "zh-Hans", foreign: false };
  if (share(arabic)) {
    // Persian and Urdu share the script; franc tells them apart once there is enough text.
    const code = arabic >= 20 ? franc(text) : "arb";
    return code === "arb" || code === "und" ? { sure: "ar", leaning: null, foreign: false } : { sure: null, leaning: null, foreign: true };
  }
  if (latin < letters / 2) return { sure: null, leaning: null, foreign: true };

  const scores = hintScores(text);
  const ranked = [...LATIN_LANGUAGES].sort((a, b) => scores[b] - scores[a]);
  const best = ranked[0]!;
  const runnerUp = scores[ranked[1]!];
  if (scores[best] >= 3 && scores[best] >= 2 * runnerUp) return { sure: best, leaning: null, foreign: false };
  if (letters >= FRANC_MIN_LETTERS) {
    // franc's near-top guesses (short texts leave several close): ours, the one the words favour first.
    const near = francAll(text).filter(([, score]) => score >= NEAR_TOP);
    const top = near[0]?.[0];
    const ours = near
      .map(([code]) => FROM_ISO_639_3[code])
      .filter((language): language is LatinLanguage => language !== undefined)
      .sort((a, b) => scores[b] - scores[a]);
    const pick = ours[0];
    if (pick && (pick === FROM_ISO_639_3[top ?? ""] || scores[pick] >= 1) && (scores[pick] >= scores[best] - 1 || scores[best] < 2))
      return { sure: pick, leaning: null, foreign: false };
    if (scores[best] >= 2 && scores[best] > runnerUp) return { sure: best, leaning: null, foreign: false };
    if (top && top !== "und" && !FROM_ISO_639_3[top]) return { sure: null, leaning: null, foreign: true };
  }
  if (scores[best] >= 2 && scores[best] > runnerUp) return { sure: best, leaning: null, foreign: false };
  return { sure: null, leaning: scores[best] > runnerUp ? best : null, foreign: false };
}

/** The reply language `text` is written in, when it says so clearly; null when too short to tell or in another language. */
export function detectLanguage(text: string): ReplyLanguage | null {
  return guess(head(text)).sure;
}

/**
 * The language to answer a review in: its text's, else (too short to tell) a leaning its words
 * show unless the storefront's language fits them as well, else the storefront's, else English.
 */
export function replyLanguage(review: { title: string | null; body: string | null; territory: string }): ReplyLanguage {
  const text = reviewText(review);
  const { sure, leaning, foreign } = guess(text);
  if (sure) return sure;
  if (foreign) return "en";
  const storefront = TERRITORY_LANGUAGES[review.territory];
  if (leaning === "zh-Hans") return storefront === "ja" ? "ja" : leaning;
  if (leaning && leaning !== storefront) {
    const scores = hintScores(text);
    if (!storefront || !(storefront in scores) || scores[storefront as LatinLanguage] < scores[leaning as LatinLanguage]) return leaning;
  }
  return storefront ?? "en";
}

/** The reply language of an App Store Connect locale (`de-DE` → `de`, `zh-Hans` → `zh-Hans`); null for one we do not write in. */
export function localeLanguage(locale: string): ReplyLanguage | null {
  const [language, region] = locale.split("-");
  if (language === "zh") return region === "Hans" ? "zh-Hans" : null;
  if (language === "pt") return "pt-BR";
  return REPLY_LANGUAGES.find((candidate) => candidate === language) ?? null;
}

/**
 * Whether `text` reads as written in `locale`'s language: "yes" or "no" when detection can tell
 * ("no" too for a locale whose language we do not know, or a non-Latin locale's text without its
 * script), "unknown" when the text is too short to tell.
 */
export function languageFit(text: string, locale: string): "yes" | "no" | "unknown" {
  const language = localeLanguage(locale);
  if (!language) return "no";
  const { sure, foreign } = guess(text);
  if (sure) return sure === language ? "yes" : "no";
  if (foreign) return "no";
  const script = SCRIPTS[language];
  if (script) return script.test(text) ? "unknown" : "no";
  return /\p{Script=Latin}/u.test(text) ? "unknown" : "no";
}

/** The script a language's text must be in, where it is not Latin. */
const SCRIPTS: Partial<Record<ReplyLanguage, RegExp>> = {
  ja: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
  "zh-Hans": /\p{Script=Han}/u,
  ko: /\p{Script=Hangul}/u,
  ar: /\p{Script=Arabic}/u,
};

/** Whether `text` is in the script `locale`'s language is written in; null for a language in Latin script (or one we do not write in). */
export function inLocaleScript(text: string, locale: string): boolean | null {
  const language = localeLanguage(locale);
  const script = language ? SCRIPTS[language] : undefined;
  return script ? script.test(text) : null;
}

/**
 * Whether the rules may put `text` into `locale`: detection says it is the locale's language, or
 * it cannot tell and the locale is the app's primary one (whose texts the publisher writes in
 * its own language). A rule that is unsure about any other locale proposes nothing.
 */
export function writtenIn(text: string, locale: string, primaryLocale: string | null = null): boolean {
  const fit = languageFit(head(text), locale);
  return fit === "yes" || (fit === "unknown" && locale === primaryLocale);
}
