/**
 * Text hidden in an encoding a person does not read: base64, hex and percent-encoding. Each run that
 * decodes to readable text is returned decoded, so the content precheck checks what it says (a model
 * once replied with a base64 blob reading "FREE BITCOIN at evil.example"). A run that decodes to
 * bytes, not text (a long word, a build number), is not a payload. Linear; pure (atob and
 * TextDecoder are in browsers and Node alike).
 */

export type Encoding = "base64" | "hex" | "percent-encoding";

export interface Payload {
  encoding: Encoding;
  /** The run as written. */
  encoded: string;
  decoded: string;
}

/** At most this many payloads are decoded per text: a text full of them is refused for the first ones. */
const MAX_PAYLOADS = 5;

// Runs long enough to hide a phrase (12 bytes or more): shorter ones are words and numbers. Every repetition is
// bounded (a checked text is 12,000 characters at most): a run of megabytes is not one, and no pattern backtracks over it.
const BASE64 = /(?<![A-Za-z0-9+/=_-])(?:[A-Za-z0-9+/]{16,12000}={0,2}|[A-Za-z0-9_-]{16,12000})(?![A-Za-z0-9+/=_-])/g;
const HEX = /(?<![0-9A-Za-z])(?:(?:\\x|0x)?[0-9A-Fa-f]{2}(?:[ :]?(?=(?:\\x|0x)?[0-9A-Fa-f]{2}))?){8,6000}(?![0-9A-Za-z])/g;
// A word with three escapes or more ("%46%52%45%45"), from its start: each escape begins with "%", which the letters between cannot take.
const PERCENT = /(?<!\S)[^\s%]{0,64}(?:%[0-9A-Fa-f]{2}[^\s%]{0,64}){3,4000}/g;

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** Bytes as text when they are UTF-8 a person could read: letters and words, no control characters. */
function readable(bytes: Uint8Array): string | null {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return null;
  }
  if (/[\p{Cc}\p{Cs}\p{Co}\p{Cn}\uFFFD]/u.test(text.replace(/[\n\r\t]/g, ""))) return null;
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  return letters >= 4 && letters >= [...text].length / 2 ? text : null;
}

function fromBase64(run: string): Uint8Array | null {
  // Mixed case or digits: an all-lower or all-upper run of letters is a word (a German compound), not base64.
  if (!/[A-Z]/.test(run) || !/[a-z0-9]/.test(run)) return null;
  const standard = run.replace(/-/g, "+").replace(/_/g, "/").replace(/=+$/, "");
  if (standard.length % 4 === 1) return null;
  try {
    return Uint8Array.from(atob(standard.padEnd(Math.ceil(standard.length / 4) * 4, "=")), (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

function fromHex(run: string): Uint8Array | null {
  const digits = run.replace(/\\x|0x|[ :]/gi, "");
  if (digits.length % 2 !== 0) return null;
  return Uint8Array.from({ length: digits.length / 2 }, (_, index) => parseInt(digits.slice(index * 2, index * 2 + 2), 16));
}

function fromPercent(run: string): Uint8Array | null {
  try {
    return new TextEncoder().encode(decodeURIComponent(run));
  } catch {
    return null;
  }
}

const DECODERS: [Encoding, RegExp, (run: string) => Uint8Array | null][] = [
  ["base64", BASE64, fromBase64],
  ["hex", HEX, fromHex],
  ["percent-encoding", PERCENT, fromPercent],
];

/** The encoded runs of a text that read as text once decoded. */
export function encodedPayloads(text: string): Payload[] {
  const found: Payload[] = [];
  for (const [encoding, pattern, decode] of DECODERS) {
    for (const [run] of text.matchAll(pattern)) {
      const bytes = decode(run);
      const decoded = bytes && readable(bytes);
      // Percent-encoding of plain ASCII letters reads the same: only what it hides counts.
      if (decoded && decoded !== run) found.push({ encoding, encoded: run, decoded });
      if (found.length >= MAX_PAYLOADS) return found;
    }
  }
  return found;
}
