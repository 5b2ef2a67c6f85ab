/**
 * Which alphabets a text is written in: words that mix Latin letters with look-alikes of another
 * alphabet (a finding of the content precheck), and characters a locale's language is not written
 * in (auto-approval refuses them). Pure and linear; the browser runs it too.
 */

// Words of up to 256 characters (a longer run is read in parts): no pattern loops over megabytes.
const WORD = /[\p{L}\p{M}\p{N}]{1,256}/gu;
const LATIN = /\p{Script=Latin}/u;
// μ (micro), Ω (ohm) and π are units and constants in Latin texts, not disguised letters.
const OTHER_ALPHABET =
  /[\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Armenian}\p{Script=Cherokee}\p{Script=Coptic}\p{Script=Lisu}\p{Script=Canadian_Aboriginal}\p{Script=Tifinagh}\p{Script=Georgian}]/u;
const UNIT_LETTERS = /[μΩπ]/gu;

/** Words that mix Latin letters with letters of Cyrillic, Greek and the other alphabets that imitate them ("exаmple" with a Cyrillic а). */
export function mixedScriptWords(text: string): string[] {
  if (!OTHER_ALPHABET.test(text)) return [];
  const found: string[] = [];
  for (const [word] of text.matchAll(WORD)) {
    if (word.length > 1 && LATIN.test(word) && OTHER_ALPHABET.test(word.replace(UNIT_LETTERS, ""))) found.push(word);
    if (found.length >= 5) break;
  }
  return found;
}

/** The scripts of a language besides Latin (every language here writes names like iPhone in Latin). */
const LANGUAGE_SCRIPTS: Record<string, RegExp> = {
  ja: /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u,
  zh: /\p{Script=Han}/u,
  ko: /[\p{Script=Hangul}\p{Script=Han}]/u,
  ar: /\p{Script=Arabic}/u,
  fa: /\p{Script=Arabic}/u,
  ur: /\p{Script=Arabic}/u,
  he: /\p{Script=Hebrew}/u,
  ru: /\p{Script=Cyrillic}/u,
  uk: /\p{Script=Cyrillic}/u,
  bg: /\p{Script=Cyrillic}/u,
  kk: /\p{Script=Cyrillic}/u,
  el: /\p{Script=Greek}/u,
  th: /\p{Script=Thai}/u,
  hi: /\p{Script=Devanagari}/u,
  mr: /\p{Script=Devanagari}/u,
  bn: /\p{Script=Bengali}/u,
  ta: /\p{Script=Tamil}/u,
  te: /\p{Script=Telugu}/u,
  kn: /\p{Script=Kannada}/u,
  ml: /\p{Script=Malayalam}/u,
  gu: /\p{Script=Gujarati}/u,
  pa: /\p{Script=Gurmukhi}/u,
};

// Punctuation, digits, symbols and emoji are Common; combining marks Inherited. Joiners and variation selectors belong to emoji.
const SHARED = /[\p{Script=Common}\p{Script=Inherited}]/u;
const EMOJI_PARTS = /[\u200d\ufe0e\ufe0f]/u;
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}]/u;
// Styled or fullwidth letters that read as Latin ones (ＦＲＥＥ, 𝐅𝐑𝐄𝐄, Ⓕ); units and signs a text writes so are fine.
const ORDINARY_SIGNS = /[™℠℃℉№\u3380-\u33ff]/u;
const styledLatin = (char: string) =>
  char.codePointAt(0)! > 0x24f && !ORDINARY_SIGNS.test(char) && /[A-Za-z]/.test(char.normalize("NFKC")) && !/[A-Za-z]/.test(char);

/**
 * Characters a text in `locale`'s language has no business with (at most five): letters of another
 * script (Latin and the language's own are fine, with digits, punctuation and emoji), invisible
 * characters other than emoji joiners, and letters styled to look like Latin ones.
 */
export function foreignCharacters(text: string, locale: string | null | undefined): string[] {
  const own = LANGUAGE_SCRIPTS[locale?.split(/[-_]/)[0]?.toLowerCase() ?? ""];
  const found = new Set<string>();
  for (let index = 0; index < text.length && found.size < 5;) {
    const code = text.codePointAt(index)!;
    index += code > 0xffff ? 2 : 1;
    // Latin up to Extended-B, digits, punctuation and spaces are always fine (the soft hyphen is invisible).
    if ((code >= 0x20 && code <= 0x24f && code !== 0xad) || code === 0x0a || code === 0x0d || code === 0x09) continue;
    const char = String.fromCodePoint(code);
    if (found.has(char)) continue;
    const fine =
      EMOJI_PARTS.test(char) ||
      (!INVISIBLE.test(char) && !styledLatin(char) && (LATIN.test(char) || SHARED.test(char) || (own?.test(char) ?? false)));
    if (!fine) found.add(char);
  }
  return [...found];
}
