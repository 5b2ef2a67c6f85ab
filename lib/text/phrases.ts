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
