// Every string of a JSON answer from the store cut, in the raw bytes as they arrive, to a length no
// field the service reads comes near: a 30 MB review body never becomes a 30 MB string to decode,
// parse and check (which held the thread for seconds), and a field over its limit stays over it.

/**
 * Longer string literals are cut to this many bytes of their raw JSON text (escapes included).
 * The service's longest limit on a text from the store is 10,000 characters (a review's body,
 * `REVIEW_TEXT_LIMITS`), at most 40,000 bytes: a cut string still holds all of what is kept, or
 * is still refused as too long.
 */
export const MAX_JSON_STRING_BYTES = 64 * 1024;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const LOWER_U = 0x75;
/** Escape states: just after a backslash, or 1 to 4 hex digits of a `\uXXXX` still to come. */
const AFTER_BACKSLASH = 5;

/**
 * A function to pass each chunk of a JSON text through, in order: it returns the chunk with every
 * string literal cut to `maxBytes` (give or take an escape), never inside an escape sequence or a
 * UTF-8 character, so what comes out is JSON exactly when what went in was. Linear in the bytes,
 * a chunk at a time.
 */
export function jsonStringCutter(maxBytes = MAX_JSON_STRING_BYTES): (chunk: Uint8Array) => Uint8Array {
  let inString = false;
  let escape = 0;
  let length = 0;
  let skipping = false;
  return (chunk) => {
    const out = new Uint8Array(chunk.length);
    let written = 0;
    for (let index = 0; index < chunk.length; index++) {
      const byte = chunk[index]!;
      if (!inString) {
        out[written++] = byte;
        if (byte === QUOTE) [inString, length, skipping, escape] = [true, 0, false, 0];
        continue;
      }
      if (escape === AFTER_BACKSLASH) escape = byte === LOWER_U ? 4 : 0;
      else if (escape > 0) escape--;
      else if (byte === QUOTE) {
        inString = false;
        out[written++] = byte;
        continue;
      } else {
        // Between two characters (not inside an escape, not on a UTF-8 continuation byte): a place to cut.
        if (!skipping && length >= maxBytes && (byte & 0xc0) !== 0x80) skipping = true;
        if (byte === BACKSLASH) escape = AFTER_BACKSLASH;
      }
      if (skipping) continue;
      out[written++] = byte;
      length++;
    }
    return written === chunk.length ? out : out.subarray(0, written);
  };
}
