import { describe, expect, it } from "vitest";

import { JAPANESE_KEYWORDS_60 } from "@/test/japanese-keywords";

import { characterCount, shortKeywords, storeLength, storeTextProblems, utf8ByteLength } from "./store-text";

describe("App Store Connect's units", () => {
  it("counts keywords in bytes of UTF-8 and every other text in characters", () => {
    expect(characterCount(JAPANESE_KEYWORDS_60)).toBe(60);
    expect(utf8ByteLength(JAPANESE_KEYWORDS_60)).toBeGreaterThan(100);
    expect(storeLength("keywords", JAPANESE_KEYWORDS_60)).toBe(utf8ByteLength(JAPANESE_KEYWORDS_60));
    expect(storeLength("description", JAPANESE_KEYWORDS_60)).toBe(60);
    expect(utf8ByteLength("é")).toBe(2);
    expect(utf8ByteLength("🥾")).toBe(4);
    expect(characterCount("🥾")).toBe(1);
  });

  it("refuses a 60-character Japanese keyword field, accepts 33 Japanese characters (99 bytes)", () => {
    expect(storeTextProblems("keywords", JAPANESE_KEYWORDS_60, 100)).toEqual([
      "At most 100 bytes (App Store Connect's limit); this has 162 bytes",
    ]);
    expect(storeTextProblems("description", JAPANESE_KEYWORDS_60, 100)).toEqual([]);
    expect(storeTextProblems("keywords", "写真編集".repeat(8) + "写", 100)).toEqual([]);
    expect(storeTextProblems("keywords", "写真編集".repeat(8) + "写真", 100)).toHaveLength(1);
  });

  it("refuses keywords of two characters or fewer, split at English and Chinese commas", () => {
    expect(shortKeywords("hiking, ai ,maps，地図,go")).toEqual(["ai", "地図", "go"]);
    expect(storeTextProblems("keywords", "hiking,ai", 100)).toEqual([expect.stringContaining('"ai"')]);
    expect(storeTextProblems("keywords", "hiking,,maps, ", 100)).toEqual([]);
    // Only keywords have the rule.
    expect(storeTextProblems("promotionalText", "ai", 170)).toEqual([]);
  });
});
