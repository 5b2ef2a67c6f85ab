/**
 * How App Store Connect measures its texts, in Apple's units (help page "Platform version
 * information"): keywords in bytes of UTF-8, at most 100, each keyword longer than two
 * characters; every other text in characters (code points, so an emoji is one). One module for
 * the API's checks, the agent's precheck, the store simulator and the editor's counter, so they
 * cannot disagree. Plain functions: the browser imports it too.
 */
import { cutCodeUnits } from "./truncate";

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

/**
 * The most UTF-16 code units any store text may have: its longest limit (a reply's 5,970
 * characters), each character two units at most. A text longer than this is refused for its
 * length whatever else it holds, so the checks that read it word by word read no further.
 */
export const MAX_STORE_TEXT_UNITS = 2 * Math.max(...Object.values(STORE_TEXT_LIMITS));

const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;
const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

const SURROGATE = /[\uD800-\uDFFF]/;
const NOT_ASCII = /[^\u0000-\u007F]/;

/** Code points: an emoji is one character, not two UTF-16 units. Counted without copying the text. */
export function characterCount(value: string): number {
  if (!SURROGATE.test(value)) return value.length;
  let count = value.length;
  for (let index = 1; index < value.length; index++)
    if (isLowSurrogate(value.charCodeAt(index)) && isHighSurrogate(value.charCodeAt(index - 1))) count--;
  return count;
}

/** Bytes of UTF-8: a Japanese character is three, an emoji four (a lone surrogate, written as U+FFFD, three). Counted without encoding the text. */
export function utf8ByteLength(value: string): number {
  if (!NOT_ASCII.test(value)) return value.length;
  let bytes = 0;
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (isHighSurrogate(code) && isLowSurrogate(value.charCodeAt(index + 1))) {
      bytes += 4;
      index++;
    } else bytes += 3;
  }
  return bytes;
}

export type LengthUnit = "characters" | "bytes";

/** The field whose limit Apple counts in bytes. */
export const BYTE_COUNTED_FIELD = "keywords";

export const lengthUnit = (field: string): LengthUnit => (field === BYTE_COUNTED_FIELD ? "bytes" : "characters");

/** A field's length in the unit App Store Connect's limit uses. */
export const storeLength = (field: string, value: string): number =>
  lengthUnit(field) === "bytes" ? utf8ByteLength(value) : characterCount(value);

/**
 * A text longer than this is said to be far over its limit rather than counted: counting is
 * linear, but a count of megabytes tells a person nothing more, and costs everyone else the time.
 */
const MAX_COUNTED_UNITS = 100_000;

/**
 * Whether `value` fits `limit` in `field`'s unit, deciding from its length alone where that says
 * it (a character is one or two code units, a code unit one to three bytes): a text far over any
 * limit is refused without being counted.
 */
export function withinStoreLimit(field: string, value: string, limit: number): boolean {
  const bytes = lengthUnit(field) === "bytes";
  if (value.length > (bytes ? limit : 2 * limit)) return false;
  if (!bytes && value.length <= limit) return true;
  return storeLength(field, value) <= limit;
}

/** "101 bytes", "1 character". */
export const formatLength = (count: number, unit: LengthUnit): string =>
  `${count.toLocaleString("en-US")} ${count === 1 ? unit.slice(0, -1) : unit}`;

/** Apple separates keywords with an English comma, a Chinese comma, or a mix of both. */
export const KEYWORD_SEPARATOR = /[,，]/;

/** Each keyword must be longer than this many characters. */
export const MAX_SHORT_KEYWORD_LENGTH = 2;

/** The keywords of a keyword field (of its first MAX_STORE_TEXT_UNITS units: a longer one is refused for its length). */
export const splitKeywords = (value: string): string[] =>
  cutCodeUnits(value, MAX_STORE_TEXT_UNITS)
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
  if (!withinStoreLimit(field, value, limit)) {
    const has = value.length > MAX_COUNTED_UNITS ? "far more" : formatLength(storeLength(field, value), unit);
    problems.push(`At most ${formatLength(limit, unit)} (App Store Connect's limit); this has ${has}`);
  }
  if (field === BYTE_COUNTED_FIELD) {
    const short = shortKeywords(value);
    if (short.length > 0)
      problems.push(
        `Each keyword must be longer than ${MAX_SHORT_KEYWORD_LENGTH} characters: ${short.map((keyword) => `"${keyword}"`).join(", ")}`,
      );
  }
  return problems;
}

/**
 * What people write in reviews, which Apple documents no limit for: kept up to these many
 * characters and cut there (far above what the App Store's review form takes), so a store cannot
 * make the service store, show or search megabytes of one review.
 */
export const REVIEW_TEXT_LIMITS = { title: 300, body: 10_000, reviewerNickname: 100 } as const;
