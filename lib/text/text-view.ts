import homoglyphs from "unhomoglyph/data.json";
import tlds from "tlds";

import { cutCodeUnits } from "./truncate";

/**
 * One view of a text as a person reads it, for every content check (lib/text/content-rules.ts):
 * what is invisible removed, what looks alike folded together, what is spelled out read as the
 * character it stands for. The steps, in order:
 *
 * 1. cut to the most any field holds (`boundedText`), before anything else is done with it;
 * 2. invisible and format characters removed (`\p{Default_Ignorable_Code_Point}`, `\p{Cf}`: zero-width
 *    spaces and joiners, soft hyphens, variation selectors, direction marks, tag characters);
 * 3. Unicode NFKC: fullwidth and styled letters (ＦＲＥＥ, 𝐅𝐑𝐄𝐄), ligatures and compatibility forms
 *    become the plain letters they show;
 * 4. look-alike letters from other alphabets mapped to the Latin letter they imitate (Unicode TS #39's
 *    confusables, as `unhomoglyph` ships them): in a word that mixes them with Latin letters, and in
 *    a word made only of them unless the text's language is written in that alphabet;
 * 5. separators written out or bracketed ("dot", "punkt", "point", "punto", "ponto", "punt", "点",
 *    "ドット", "닷", "(dot)", "[.]", "(at)", "arroba"…) read as "." and "@" where they join the parts
 *    of an address: a dot word only before a top-level domain (and not one that is also a common
 *    short word: "point de départ" stays French), a plain " at " only before an address whose dots
 *    were written out too ("help at trailmix dot com"; "Details at trailmix.example" is a sentence).
 *
 * Every step is linear in the text's length (no pattern here backtracks over more than one run of
 * letters or spaces), and pure: the browser's editor runs it too.
 */

/** The most of a text any check reads: twice the longest field App Store Connect takes (a reply, 5,970 characters, each up to two UTF-16 units). Longer texts are refused for their length anyway. */
export const MAX_CHECKED_LENGTH = 12_000;

/** `text` cut to `max` UTF-16 units, never inside a surrogate pair. */
export const boundedText = (text: string, max = MAX_CHECKED_LENGTH): string => cutCodeUnits(text, max);

const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}]/gu;

/** Steps 2 and 3: the characters a person sees, in their plain compatibility form. */
export const readableText = (text: string): string => text.replace(INVISIBLE, "").normalize("NFKC").replace(INVISIBLE, "");

/**
 * Alphabets whose letters imitate Latin ones. Latin letters count from U+0180 on (ɑ, ɡ, ƽ): the ones
 * before it (æ, œ, ı, ſ) are letters of languages we write. CJK, Arabic and Hebrew look-alikes (ノ for
 * "/", ه for "o") are words of their own languages, never folded.
 */
const LOOKALIKE =
  /[\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Armenian}\p{Script=Cherokee}\p{Script=Coptic}\p{Script=Lisu}\p{Script=Canadian_Aboriginal}\p{Script=Tifinagh}\u0180-\u024f\u0250-\u02af\u1d00-\u1dbf\u2c60-\u2c7f\ua720-\ua7ff\uab30-\uab6f]/u;

const LOOKALIKE_ANYWHERE = new RegExp(LOOKALIKE.source, "u");

/** TS #39 prototypes that are plain ASCII: the Latin letters (and digits) the look-alikes imitate. */
const TO_ASCII = new Map<string, string>();
for (const [from, to] of Object.entries(homoglyphs as Record<string, string>)) {
  if (/^[\x21-\x7e]+$/.test(to) && LOOKALIKE.test(from)) TO_ASCII.set(from, to);
}

// Words of up to 256 characters (a longer run is read in parts): no pattern loops over megabytes.
const WORD = /[\p{L}\p{M}\p{N}]{1,256}/gu;
const LATIN_LETTER = /\p{Script=Latin}/u;
/** The alphabets a language is written in, among the look-alikes: its words are its own, not disguised Latin. */
const LOOKALIKE_SCRIPTS: Record<string, RegExp> = {
  Cyrillic: /\p{Script=Cyrillic}/u,
  Greek: /\p{Script=Greek}/u,
  Armenian: /\p{Script=Armenian}/u,
};
const LANGUAGE_SCRIPTS: Record<string, keyof typeof LOOKALIKE_SCRIPTS> = {
  ru: "Cyrillic",
  uk: "Cyrillic",
  bg: "Cyrillic",
  sr: "Cyrillic",
  mk: "Cyrillic",
  be: "Cyrillic",
  kk: "Cyrillic",
  el: "Greek",
  hy: "Armenian",
};

const languageOf = (locale: string | null | undefined) => locale?.split(/[-_]/)[0]?.toLowerCase() ?? "";

/** Step 4: each word's look-alike letters as the Latin letters they imitate (see above for which words). */
export function latinSkeleton(text: string, locale?: string | null): string {
  if (!LOOKALIKE_ANYWHERE.test(text)) return text;
  const ownScript = LANGUAGE_SCRIPTS[languageOf(locale)];
  return text.replace(WORD, (word) => {
    if (/^[\x00-\x7f]*$/.test(word)) return word;
    const chars = [...word];
    const mapped = chars.map((char) => TO_ASCII.get(char));
    if (!mapped.some((to) => to !== undefined)) return word;
    const hasLatin = chars.some((char, index) => mapped[index] === undefined && LATIN_LETTER.test(char));
    if (!hasLatin) {
      // A word only of look-alikes ("ВІТСОІN") reads as Latin, unless it is a word of the text's own alphabet.
      if (!chars.every((char, index) => mapped[index] !== undefined || !/\p{L}/u.test(char))) return word;
      if (ownScript && chars.some((char) => LOOKALIKE_SCRIPTS[ownScript]!.test(char))) return word;
    }
    // TS #39's prototype of I is l (they look the same); a capital look-alike (Cyrillic І, Greek Ι) reads as I.
    return chars.map((char, index) => (mapped[index] === "l" && char !== char.toLowerCase() ? "I" : (mapped[index] ?? char))).join("");
  });
}

const TLDS = new Set([...tlds, "example", "test", "invalid", "localhost", "onion"]);
/** Top-level domains that are also short words in the languages we check: "point de départ", "punto es", "dot to dot". */
// ("com" and "app" are words too, but written out after a dot word they are the domains they name.)
const WORD_TLDS = new Set(
  (
    "de la le es it in is to at be do me no so us se si ne my by am al as et il nu tu mi ma on an da di du el en un va om op " +
    "er ist und het een les des por per con one and the for new now top win fun day out art bar car red pro how you are all vip"
  ).split(" "),
);

const DOT_WORDS = "dot|punkt|point|punto|ponto|punt|nokta|τελεία|точка";
const CJK_DOT_WORDS = "点|點|ドット|닷|점";
/** Dots of other scripts and middle dots, between two words with no space ("evil。example", "evil·example"). */
const DOT_SIGNS = "。|｡|・|·|‧|∙|•";
const AT_WORDS = "arroba|chiocciola|klammeraffe|apenstaartje|at-zeichen|アットマーク|艾特|골뱅이";
const BRACKET_OPEN = "[\\(\\[\\{<]";
const BRACKET_CLOSE = "[\\)\\]\\}>]";
const SPELLED_DOT = "\uE000";

const BRACKETED_DOT = new RegExp(
  `(?<=[\\p{L}\\p{N}])[ \\t]{0,16}${BRACKET_OPEN}[ \\t]{0,16}(?:\\.|${DOT_WORDS}|${CJK_DOT_WORDS})[ \\t]{0,16}${BRACKET_CLOSE}[ \\t]{0,16}(?=[\\p{L}\\p{N}])`,
  "giu",
);
const BRACKETED_AT = new RegExp(
  `(?<=[\\p{L}\\p{N}])[ \\t]{0,16}${BRACKET_OPEN}[ \\t]{0,16}(?:@|at|${AT_WORDS})[ \\t]{0,16}${BRACKET_CLOSE}[ \\t]{0,16}(?=[\\p{L}\\p{N}])`,
  "giu",
);
// A dot written out, or spaced (" . "), between two words: read as "." when the word after it is a top-level domain.
const SPELLED_DOT_PATTERN = new RegExp(
  // (A CJK dot word or sign only after a Latin letter or digit: "ございません。App Store" ends a sentence.)
  `(?:(?<=[\\p{L}\\p{N}])[ \\t]{1,16}(?:${DOT_WORDS}|\\.)[ \\t]{1,16}|(?<=[A-Za-z0-9])(?:[ \\t]{0,16}(?:${CJK_DOT_WORDS})[ \\t]{0,16}|${DOT_SIGNS}))(?=([a-z0-9-]{2,63})(?![a-z0-9-]))`,
  "giu",
);
// "@", an at-word ("arroba", "chiocciola"…), or English " at " before an address whose dots were written out.
const SPACED_AT = new RegExp(
  `(?<=[\\p{L}\\p{N}._%+-])[ \\t]{1,16}(?:@|${AT_WORDS}|at(?=[ \\t]{1,16}(?:[\\p{L}\\p{N}-]{1,63}\\.){0,9}[\\p{L}\\p{N}-]{1,63}${SPELLED_DOT}))[ \\t]{1,16}(?=[\\p{L}\\p{N}])`,
  "giu",
);

// An address's start right before a position: an "at" (written or spelled), then up to five labels. Bounded, and
// read from the position backwards (sticky), so each separator costs at most the length of one address.
const AFTER_AT = new RegExp(
  `(?<=(?:@|[ \\t](?:at|${AT_WORDS})[ \\t]{1,16}|${BRACKET_CLOSE}[ \\t]{0,16})[\\p{L}\\p{N}-]{1,63}(?:(?:\\.|${SPELLED_DOT})[\\p{L}\\p{N}-]{1,63}){0,4})`,
  "iuy",
);
const at = (pattern: RegExp, text: string, index: number) => {
  pattern.lastIndex = index;
  return pattern.exec(text);
};

/** Step 5: separators written out or bracketed, read as the characters they stand for where they join an address. */
export function readSeparators(text: string): string {
  const dotted = text
    .replace(BRACKETED_DOT, ".")
    .replace(BRACKETED_AT, "@")
    .replace(SPELLED_DOT_PATTERN, (separator: string, label: string, offset: number, whole: string) => {
      const tld = label.toLowerCase();
      if (!TLDS.has(tld)) return separator;
      // A top-level domain that is also a word ("it", "de") is one only after an "at" ("supporto chiocciola sleepwell punto it").
      if (WORD_TLDS.has(tld) && !at(AFTER_AT, whole, offset)) return separator;
      return separator.trim() === "." ? "." : SPELLED_DOT;
    });
  return dotted.replace(SPACED_AT, "@").replaceAll(SPELLED_DOT, ".");
}

/** The text every rule reads: bounded, readable (2–3), skeleton (4), separators read (5). */
export interface TextView {
  /** Steps 1–3: what a person sees (mixed-script words are found here, before they are folded). */
  readable: string;
  /** Steps 1–5: what the rules match. */
  matching: string;
}

export function textView(text: string, locale?: string | null, max = MAX_CHECKED_LENGTH): TextView {
  const readable = readableText(boundedText(text, max));
  return { readable, matching: readSeparators(latinSkeleton(readable, locale)) };
}
