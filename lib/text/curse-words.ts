import { CURSE_LANGUAGES, curseWordList } from "./curse-word-lists";
import { escapeRegExp, phraseSource, WORD_CHAR } from "./phrases";

/**
 * Curse words in a text (already normalised: lib/text/text-view.ts), from the lists of its language,
 * English (sworn in every language) and the scripts it holds: whole words with the endings their
 * language gives them ("putains", "Scheißen"), German and Dutch compounds that start with one
 * ("Scheißapp", "klotezooi"), masked forms ("sh*t", "f@ck", "sh1t", "f***") and letters spelled apart
 * ("f u c k", "s.h.i.t"). Scripts without spaces (Chinese, Japanese, Korean) match two characters or
 * more anywhere: a single character is a part of innocent words there (乳 is in 牛乳, milk).
 */

const ENDINGS: Record<string, string> = {
  en: "(?:s|es)?",
  fr: "(?:s|x|e|es)?",
  es: "(?:s|es)?",
  pt: "(?:s|es)?",
  de: "(?:e|en|er|es|n|s)?",
  nl: "(?:en|s)?",
};
const COMPOUND_STARTS: Record<string, readonly string[]> = {
  de: ["scheiß", "scheiss", "arsch", "kack", "fick", "drecks"],
  nl: ["klote", "kut"],
  en: ["fuck", "motherfuck"],
};
const CJK_LANGUAGES = new Set(["ja", "zh", "ko"]);
const LATIN_WORD = /^[a-zà-öø-ÿœß]+$/;

interface CompiledList {
  pattern: RegExp | null;
  /** Single Latin words by length, for masked and spelled-apart forms. */
  byLength: Map<number, string[]>;
}

const compiled = new Map<string, CompiledList>();

function compile(language: string): CompiledList {
  const cached = compiled.get(language);
  if (cached) return cached;
  const words = curseWordList(language);
  const parts: string[] = [];
  if (CJK_LANGUAGES.has(language)) {
    const inScript = words.filter((word) => !/^[a-z0-9 &.-]+$/.test(word) && [...word].length >= 2);
    const latin = words.filter((word) => /^[a-z0-9 &.-]+$/.test(word) && word.length >= 3);
    parts.push(...inScript.map(escapeRegExp), ...(latin.length ? [phraseSource(latin)] : []));
  } else {
    // Short words take no endings: "con" must not find "cons", nor "tit" "tits" twice.
    const short = words.filter((word) => [...word].length < 4);
    const long = words.filter((word) => [...word].length >= 4);
    if (short.length) parts.push(phraseSource(short));
    if (long.length) parts.push(phraseSource(long, ENDINGS[language] ?? ""));
    const starts = COMPOUND_STARTS[language];
    if (starts) parts.push(`(?<!${WORD_CHAR})(?:${starts.map(escapeRegExp).join("|")})\\p{L}{0,64}`);
  }
  const byLength = new Map<number, string[]>();
  for (const word of words.filter((word) => LATIN_WORD.test(word) && word.length >= 3)) {
    byLength.set(word.length, [...(byLength.get(word.length) ?? []), word]);
  }
  const list = { pattern: parts.length ? new RegExp(parts.join("|"), "iu") : null, byLength };
  compiled.set(language, list);
  return list;
}

/** The lists a text is checked against: its language's, English, and those of the scripts it holds. */
function curseLanguages(text: string, locale: string | null | undefined): string[] {
  const languages = new Set(["en"]);
  const language = locale?.split(/[-_]/)[0]?.toLowerCase();
  if (language && CURSE_LANGUAGES.includes(language)) languages.add(language);
  if (/\p{Script=Hangul}/u.test(text)) languages.add("ko");
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text)) languages.add("ja");
  else if (/\p{Script=Han}/u.test(text) && language !== "ja") languages.add("zh");
  if (/\p{Script=Arabic}/u.test(text)) languages.add("ar");
  return [...languages];
}

// Masks stand for any letter; digits for the letters they look like.
const MASKS = "*#%?_@$!";
const LEET: Record<string, string> = { "0": "o", "1": "il", "3": "e", "4": "a", "5": "s", "7": "t", "8": "b", "9": "g" };
const MASKED_TOKEN = /(?<![\p{L}\p{N}*#%?_@$!])[\p{L}\p{N}*#%?_@$!]{3,20}(?![\p{L}\p{N}*#%?_@$!])/gu;
const SPELLED_APART = /(?<![\p{L}\p{N}]|[\p{L}\p{N}][ .\-_*])\p{L}(?:[ .\-_*]\p{L}){2,15}(?![\p{L}\p{N}])/gu;

function maskedMatch(token: string, word: string): boolean {
  let letters = 0;
  for (let index = 0; index < word.length; index++) {
    const char = token[index]!.toLowerCase();
    if (char === word[index]) letters++;
    else if (!MASKS.includes(char) && !LEET[char]?.includes(word[index]!)) return false;
  }
  return letters >= 1 && letters < word.length;
}

/** A masked token ("sh*t", "f@ck", "sh1t") that reads as a word of the lists. */
function maskedCurse(text: string, lists: CompiledList[]): string | undefined {
  for (const [raw] of text.matchAll(MASKED_TOKEN)) {
    // *emphasis* is markdown, not a mask.
    const token = raw.startsWith("*") && raw.endsWith("*") ? raw.slice(1, -1) : raw;
    if (!/[*#%?_@$!0-9]/.test(token) || (token.match(/\p{L}/gu)?.length ?? 0) < 1 || !/^[\p{L}@$!0-9]/u.test(token)) continue;
    for (const list of lists) {
      if (list.byLength.get(token.length)?.some((word) => maskedMatch(token, word))) return raw;
    }
  }
  return undefined;
}

/** Letters written apart ("f u c k", "s.h.i.t") that make a word of the lists. */
function spelledApartCurse(text: string, lists: CompiledList[]): string | undefined {
  for (const [raw] of text.matchAll(SPELLED_APART)) {
    const word = raw.replace(/[ .\-_*]/g, "").toLowerCase();
    if (lists.some((list) => list.byLength.get(word.length)?.includes(word))) return raw;
  }
  return undefined;
}

/** The first curse word in a normalised text, as written there; undefined when there is none. */
export function curseWordIn(text: string, locale: string | null | undefined): string | undefined {
  const lists = curseLanguages(text, locale).map(compile);
  for (const list of lists) {
    const hit = list.pattern?.exec(text)?.[0];
    if (hit) return hit;
  }
  return maskedCurse(text, lists) ?? spelledApartCurse(text, lists);
}
