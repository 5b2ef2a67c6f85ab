import { franc } from "franc-min";

/**
 * The language a reply to a review is written in: the review's own, detected from its text with
 * franc (trigram statistics, restricted to the languages we write replies in), else the one of
 * its storefront (territory), else English.
 */

export const REPLY_LANGUAGES = ["en", "de", "fr", "es", "it", "pt", "ja", "zh", "ko"] as const;
export type ReplyLanguage = (typeof REPLY_LANGUAGES)[number];

/** franc's ISO 639-3 codes of the reply languages (Mandarin for Chinese). */
const FROM_ISO_639_3: Record<string, ReplyLanguage> = {
  eng: "en",
  deu: "de",
  fra: "fr",
  spa: "es",
  ita: "it",
  por: "pt",
  jpn: "ja",
  cmn: "zh",
  kor: "ko",
};

/** App Store Connect's territories (ISO 3166-1 alpha-3) whose main language is one we reply in. */
const TERRITORY_LANGUAGES: Record<string, ReplyLanguage> = {
  USA: "en",
  GBR: "en",
  CAN: "en",
  AUS: "en",
  NZL: "en",
  IRL: "en",
  IND: "en",
  SGP: "en",
  ZAF: "en",
  DEU: "de",
  AUT: "de",
  CHE: "de",
  LIE: "de",
  FRA: "fr",
  BEL: "fr",
  LUX: "fr",
  MCO: "fr",
  SEN: "fr",
  CIV: "fr",
  ESP: "es",
  MEX: "es",
  ARG: "es",
  COL: "es",
  CHL: "es",
  PER: "es",
  VEN: "es",
  ECU: "es",
  GTM: "es",
  CRI: "es",
  URY: "es",
  BOL: "es",
  PRY: "es",
  DOM: "es",
  PAN: "es",
  SLV: "es",
  HND: "es",
  NIC: "es",
  ITA: "it",
  SMR: "it",
  PRT: "pt",
  BRA: "pt",
  AGO: "pt",
  MOZ: "pt",
  JPN: "ja",
  CHN: "zh",
  TWN: "zh",
  HKG: "zh",
  MAC: "zh",
  KOR: "ko",
};

// Below this many characters franc's guess is noise: the storefront decides. (CJK scripts say
// more per character, so their threshold is lower.)
const MIN_LETTERS = 30;
const MIN_CJK = 4;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;

export function detectLanguage(text: string): ReplyLanguage | null {
  const cjk = text.match(CJK)?.length ?? 0;
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  if (letters < MIN_LETTERS && cjk < MIN_CJK) return null;
  const code = franc(text, { only: Object.keys(FROM_ISO_639_3), minLength: cjk >= MIN_CJK ? MIN_CJK : MIN_LETTERS });
  return FROM_ISO_639_3[code] ?? null;
}

export function replyLanguage(review: { title: string | null; body: string | null; territory: string }): ReplyLanguage {
  return detectLanguage(`${review.title ?? ""}. ${review.body ?? ""}`) ?? TERRITORY_LANGUAGES[review.territory] ?? "en";
}
