/**
 * Phrase patterns for the content rules: a list of words or phrases as one case-insensitive pattern
 * that matches them as whole words where words are spaced (Latin, Greek, Cyrillic, Arabic, Hebrew),
 * after a word start in Korean (its endings attach to the word: "출시 예정입니다"), and anywhere in
 * Chinese and Japanese, which have no spaces. A Latin word against Chinese, Japanese or Korean letters
 * is whole ("Androidでも", "安卓版本"), so the boundary is the word's own alphabet, not any letter.
 */

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A character that continues a word of a spaced alphabet. */
export const WORD_CHAR = "[\\p{Script=Latin}\\p{Script=Greek}\\p{Script=Cyrillic}\\p{Script=Arabic}\\p{Script=Hebrew}\\p{M}\\p{N}_]";
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HANGUL = /\p{Script=Hangul}/u;

/** Words (or phrases, with any spacing between their words) as alternatives of one pattern's source. */
export function phraseSource(words: readonly string[], suffix = ""): string {
  const pattern = (word: string) => escapeRegExp(word).replace(/\s+/g, "\\s{1,16}");
  const spaced = words.filter((word) => !UNSPACED.test(word) && !HANGUL.test(word)).map(pattern);
  const korean = words.filter((word) => HANGUL.test(word) && !UNSPACED.test(word)).map(pattern);
  const unspaced = words.filter((word) => UNSPACED.test(word)).map(pattern);
  return [
    ...(spaced.length ? [`(?<!${WORD_CHAR})(?:${spaced.join("|")})${suffix}(?!${WORD_CHAR})`] : []),
    ...(korean.length ? [`(?<!\\p{Script=Hangul})(?:${korean.join("|")})`] : []),
    ...unspaced,
  ].join("|");
}

export const phrase = (words: readonly string[], flags = "iu"): RegExp => new RegExp(phraseSource(words) || "(?!)", flags);

/** No letter or digit right before: the start of a word, in any alphabet. */
export const WORD_START = "(?<![\\p{L}\\p{N}])";
/** No letter or digit right after: the end of a word, in any alphabet. */
export const WORD_END = "(?![\\p{L}\\p{N}])";

/**
 * Alternatives as one pattern's source, in their order, those that must start a word under one
 * `WORD_START` check. Why one: a pattern whose many alternatives each carry a lookbehind of their
 * own runs every lookbehind at every position of the text (60 words took 1.4 s on 12,000 emoji
 * units); one check in front costs one lookbehind a position. Grouping keeps each alternative's
 * precedence: one that starts a word and one that does not never start with the same letter.
 */
export function alternativesSource(parts: readonly { source: string; startsWord: boolean }[]): string {
  const atWordStart = parts.filter((part) => part.startsWord).map((part) => part.source);
  const anywhere = parts.filter((part) => !part.startsWord).map((part) => part.source);
  return [...(atWordStart.length ? [`${WORD_START}(?:${atWordStart.join("|")})`] : []), ...anywhere].join("|") || "(?!)";
}
