/**
 * How App Store Connect measures its texts, in Apple's units (help page "Platform version
 * information"): keywords in bytes of UTF-8, at most 100, each keyword longer than two
 * characters; every other text in characters (code points, so an emoji is one). One module for
 * the API's checks, the agent's precheck, the store simulator and the editor's counter, so they
 * cannot disagree. Plain functions: the browser imports it too.
 */

/**
 * App Store Connect's length limits, in the field's unit (`lengthUnit`): from Apple's help pages
 * ("Platform version information", "App information", "Respond to reviews"): a subtitle 30,
 * promotional text 170, description and what's new 4,000, keywords 100 bytes, a reply to a review
 * 5,970. The name is 30 for new names (2 at least); Apple states no length for URLs, and 2,000 is
 * ours. One table for the API's checks, the agent, the simulator, the store client's checks of
 * what App Store Connect sends, and the editor.
 */
export const STORE_TEXT_LIMITS = {
  name: 30,
  subtitle: 30,
  privacyPolicyUrl: 2000,
  description: 4000,
  keywords: 100,
  promotionalText: 170,
  whatsNew: 4000,
  marketingUrl: 2000,
  supportUrl: 2000,
  reviewResponse: 5970,
} as const;

/** Code points: an emoji is one character, not two UTF-16 units. */
export const characterCount = (value: string): number => [...value].length;

const encoder = new TextEncoder();

/** Bytes of UTF-8: a Japanese character is three, an emoji four. */
export const utf8ByteLength = (value: string): number => encoder.encode(value).length;

export type LengthUnit = "characters" | "bytes";

/** The field whose limit Apple counts in bytes. */
export const BYTE_COUNTED_FIELD = "keywords";

export const lengthUnit = (field: string): LengthUnit => (field === BYTE_COUNTED_FIELD ? "bytes" : "characters");

/** A field's length in the unit App Store Connect's limit uses. */
export const storeLength = (field: string, value: string): number =>
  lengthUnit(field) === "bytes" ? utf8ByteLength(value) : characterCount(value);

/** "101 bytes", "1 character". */
export const formatLength = (count: number, unit: LengthUnit): string =>
  `${count.toLocaleString("en-US")} ${count === 1 ? unit.slice(0, -1) : unit}`;

/** Apple separates keywords with an English comma, a Chinese comma, or a mix of both. */
export const KEYWORD_SEPARATOR = /[,，]/;

/** Each keyword must be longer than this many characters. */
export const MAX_SHORT_KEYWORD_LENGTH = 2;

export const splitKeywords = (value: string): string[] =>
  value
    .split(KEYWORD_SEPARATOR)
    .map((keyword) => keyword.trim())
    .filter((keyword) => keyword !== "");

/** Keywords of two characters or fewer, which App Store Connect refuses. */
export const shortKeywords = (value: string): string[] =>
  splitKeywords(value).filter((keyword) => characterCount(keyword) <= MAX_SHORT_KEYWORD_LENGTH);

/**
 * What App Store Connect would refuse in `value` for `field` with `limit` (in the field's
 * unit), in words for a person; empty when it is fine.
 */
export function storeTextProblems(field: string, value: string, limit: number): string[] {
  const problems: string[] = [];
  const unit = lengthUnit(field);
  const count = storeLength(field, value);
  if (count > limit)
    problems.push(`At most ${formatLength(limit, unit)} (App Store Connect's limit); this has ${formatLength(count, unit)}`);
  if (field === BYTE_COUNTED_FIELD) {
    const short = shortKeywords(value);
    if (short.length > 0)
      problems.push(
        `Each keyword must be longer than ${MAX_SHORT_KEYWORD_LENGTH} characters: ${short.map((keyword) => `"${keyword}"`).join(", ")}`,
      );
  }
  return problems;
}
