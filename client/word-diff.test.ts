import { describe, expect, it } from "vitest";

import { wordDiff, type DiffPart } from "./word-diff";

/** The parts as `[text, changed]` pairs, easier to read in a failure than objects. */
const pairs = (parts: DiffPart[]) => parts.map((part) => [part.text, part.changed]);
const joined = (parts: DiffPart[]) => parts.map((part) => part.text).join("");

describe("wordDiff", () => {
  it("keeps the common words and marks the removed ones before, the added ones after", () => {
    const diff = wordDiff("Edit photos fast with filters.", "Edit videos fast with filters and music.");
    expect(pairs(diff.before)).toEqual([
      ["Edit ", false],
      ["photos", true],
      [" fast with filters.", false],
    ]);
    expect(pairs(diff.after)).toEqual([
      ["Edit ", false],
      ["videos", true],
      [" fast with filters", false],
      [" and music", true],
      [".", false],
    ]);
  });

  it("marks whole words, not the letters they share", () => {
    const diff = wordDiff("a great app", "a grate app");
    expect(pairs(diff.before)).toEqual([
      ["a ", false],
      ["great", true],
      [" app", false],
    ]);
    expect(pairs(diff.after)).toEqual([
      ["a ", false],
      ["grate", true],
      [" app", false],
    ]);
  });

  it("diffs Japanese, written without spaces, word by word rather than as one changed sentence", () => {
    const diff = wordDiff("写真を簡単に編集できます。", "動画を簡単に編集できます。");
    expect(diff.before.filter((part) => part.changed).map((part) => part.text)).toEqual(["写真"]);
    expect(diff.after.filter((part) => part.changed).map((part) => part.text)).toEqual(["動画"]);
    expect(joined(diff.after.filter((part) => !part.changed))).toBe("を簡単に編集できます。");
  });

  it("diffs words of other scripts whole (Cyrillic, Thai)", () => {
    const russian = wordDiff("Быстрый редактор фото", "Быстрый редактор видео");
    expect(pairs(russian.after)).toEqual([
      ["Быстрый редактор ", false],
      ["видео", true],
    ]);
    const thai = wordDiff("แอปแต่งรูป", "แอปแต่งวิดีโอ");
    expect(thai.after.at(-1)).toEqual({ text: "วิดีโอ", changed: true });
    expect(thai.after[0]).toEqual({ text: "แอปแต่ง", changed: false });
  });

  it("gives each side's text back exactly, and shows a change of whitespace alone (a line break) as a change", () => {
    const before = "Line one.\n\nLine  two,\tthree ";
    const after = "Line one. Line  two,\tthree\n";
    const diff = wordDiff(before, after);
    expect(joined(diff.before)).toBe(before);
    expect(joined(diff.after)).toBe(after);
    expect(diff.before.filter((part) => part.changed).map((part) => part.text)).toEqual(["\n\n", " "]);
    expect(diff.after.filter((part) => part.changed).map((part) => part.text)).toEqual([" ", "\n"]);
  });

  it("marks everything when one side is empty, and nothing when the texts are equal", () => {
    expect(wordDiff("", "New text")).toEqual({ before: [], after: [{ text: "New text", changed: true }] });
    expect(wordDiff("Old text", "")).toEqual({ before: [{ text: "Old text", changed: true }], after: [] });
    expect(wordDiff("Same text.", "Same text.")).toEqual({
      before: [{ text: "Same text.", changed: false }],
      after: [{ text: "Same text.", changed: false }],
    });
  });

  it("marks a long text rewritten through and through as changed whole, without taking long to find out", () => {
    const before = Array.from({ length: 700 }, (_, index) => `alpha${index}`).join(" ");
    const after = Array.from({ length: 700 }, (_, index) => `beta${index}`).join(" ");
    const started = performance.now();
    expect(wordDiff(before, after)).toEqual({ before: [{ text: before, changed: true }], after: [{ text: after, changed: true }] });
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("still diffs a long text with a few words changed", () => {
    const before = Array.from({ length: 700 }, (_, index) => `word${index}`).join(" ");
    const after = before.replace("word100 ", "changed ").replace("word600", "edited");
    const diff = wordDiff(before, after);
    expect(diff.after.filter((part) => part.changed).map((part) => part.text)).toEqual(["changed", "edited"]);
  });
});
