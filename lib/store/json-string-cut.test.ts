import { describe, expect, it } from "vitest";

import { jsonStringCutter } from "./json-string-cut";

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** `json` through a cutter of `max` bytes, in chunks of `size` bytes. */
function cut(json: string, max: number, size = 7): string {
  const bytes = encoder.encode(json);
  const pass = jsonStringCutter(max);
  const parts: Uint8Array[] = [];
  for (let start = 0; start < bytes.length; start += size) parts.push(pass(bytes.subarray(start, start + size)));
  return decoder.decode(Buffer.concat(parts));
}

describe("jsonStringCutter", () => {
  it("leaves short strings and everything outside strings as they are", () => {
    const json = JSON.stringify({ a: "short", b: [1, 2.5, true, null], 'c"d': { e: '\\"\n\u0001' } });
    expect(cut(json, 64)).toBe(json);
  });

  // Keys are strings too: one letter each here, as every key of App Store Connect's is far under the cut.
  it("cuts long strings at any chunk size, never inside an escape or a character, into JSON that parses", () => {
    const long = `ab\\"\n\u00e9😀\u0001${'x😀é\\"\t'.repeat(50)}`;
    for (const max of [1, 2, 3, 5, 8, 13, 40]) {
      for (const size of [1, 2, 3, 64, 4096]) {
        const result = JSON.parse(cut(JSON.stringify({ t: long, n: "k", l: [long, 7] }), max, size)) as {
          t: string;
          n: string;
          l: [string, number];
        };
        expect(long.startsWith(result.t), `${max}/${size}`).toBe(true);
        expect(result.t.length).toBeGreaterThan(0);
        expect(encoder.encode(JSON.stringify(result.t)).length).toBeLessThanOrEqual(max + 8);
        expect(result.n).toBe("k");
        expect(result.l[1]).toBe(7);
        expect(/\uFFFD/.test(result.t)).toBe(false);
      }
    }
  });
});
