import { describe, expect, it } from "vitest";

import { truncateText } from "./truncate";

const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** The cut by definition: whole graphemes from the start while they fit (what truncateText did over the whole text, in time quadratic in its length). */
function cutByDefinition(value: string, max: number, ellipsis = "…"): string {
  if (value.length <= max) return value;
  let kept = "";
  for (const { segment } of graphemes.segment(value)) {
    if (kept.length + segment.length > max - ellipsis.length) break;
    kept += segment;
  }
  return `${kept.trimEnd()}${ellipsis}`;
}

const isWellFormed = (value: string) => !/\p{Surrogate}/u.test(value.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g, ""));

describe("truncateText", () => {
  it("leaves text that fits alone", () => {
    expect(truncateText("héllo 😀", 8)).toBe("héllo 😀");
  });

  it("never cuts a surrogate pair, at any length", () => {
    const text = `${"a".repeat(148)}😀 and more`;
    for (let max = 140; max <= 155; max++) {
      const cut = truncateText(text, max);
      expect(cut.length).toBeLessThanOrEqual(max);
      expect(isWellFormed(cut)).toBe(true);
    }
    expect(truncateText(`${"a".repeat(148)}😀😀`, 150)).toBe(`${"a".repeat(148)}…`);
  });

  it("keeps emoji sequences and combining marks whole", () => {
    const family = "👨‍👩‍👧‍👦";
    expect(truncateText(`ab${family}cd`, family.length + 2)).toBe("ab…");
    expect(truncateText("e\u0301e\u0301e\u0301", 4)).toBe("e\u0301…");
  });

  it("cuts where cutting the whole text grapheme by grapheme would, for any text and length", () => {
    const pieces = [
      "a",
      " ",
      "e\u0301",
      "\u0301",
      "😀",
      "👨‍👩‍👧‍👦",
      "🇺🇸",
      "🇩",
      "\r\n",
      "\u1100\u1161\u11a8",
      "क्ष",
      "\u200d",
      "\ud800",
      "👍🏽",
      "1️⃣",
    ];
    let seed = 1;
    const next = (n: number) => (seed = (seed * 1103515245 + 12345) % 2147483648) % n;
    for (let round = 0; round < 300; round++) {
      let text = "";
      if (next(3) === 0) text = pieces[next(pieces.length)]!.repeat(next(300));
      else while (text.length < next(400)) text += pieces[next(pieces.length)];
      for (const max of [0, 1, 2, 5, 50, 127, 128, 129, 256, 300])
        expect(truncateText(text, max), JSON.stringify([text, max])).toBe(cutByDefinition(text, max));
    }
  });
});
