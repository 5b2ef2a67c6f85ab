import { describe, expect, it } from "vitest";

import { truncateText } from "./truncate";

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
});
