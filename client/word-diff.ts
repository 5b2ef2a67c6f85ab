import { diffArrays } from "diff";

import { MAX_STORE_TEXT_UNITS } from "@/lib/text/store-text";

/** A part of a text, marked when it differs from the other side. */
export interface DiffPart {
  text: string;
  changed: boolean;
}

// Words as Unicode's word-break rules and the runtime's dictionaries find them, so Japanese,
// Chinese and Thai (written without spaces) diff word by word, not sentence by sentence. The
// locale is fixed so the server and every browser cut the same way where rules would differ.
const words = new Intl.Segmenter("en", { granularity: "word" });

/**
 * Beyond this many words added and removed, the whole value is marked as changed rather than
 * diffed: the diff's cost grows with the texts' length times the edits, and two rewrites of a
 * 4,000-character description would take seconds to compare for marks nobody could read.
 */
const MAX_EDITS = 400;

/**
 * Texts longer than any store text are marked whole as well, before they are cut into words: the
 * runtime's word segmenter spends, on each word, time in proportion to the whole text.
 */
const MAX_DIFFED_UNITS = MAX_STORE_TEXT_UNITS;

/** Words, punctuation and runs of whitespace: joined, they give the text back unchanged. */
const tokenize = (text: string): string[] => Array.from(words.segment(text), (part) => part.segment);

function push(parts: DiffPart[], text: string, changed: boolean) {
  const last = parts.at(-1);
  if (last && last.changed === changed) last.text += text;
  else parts.push({ text, changed });
}

/**
 * Word-level diff of two texts (the `diff` package's Myers diff over words, spaces and
 * punctuation): `before` marks what was removed, `after` what was added, and each side's parts
 * join to its text exactly, whitespace included (a changed line break is a change).
 */
export function wordDiff(before: string, after: string): { before: DiffPart[]; after: DiffPart[] } {
  const changes =
    before.length <= MAX_DIFFED_UNITS && after.length <= MAX_DIFFED_UNITS
      ? diffArrays(tokenize(before), tokenize(after), { maxEditLength: MAX_EDITS })
      : undefined;
  if (!changes) return { before: [{ text: before, changed: true }], after: [{ text: after, changed: true }] };
  const left: DiffPart[] = [];
  const right: DiffPart[] = [];
  for (const change of changes) {
    const text = change.value.join("");
    if (!change.added) push(left, text, change.removed);
    if (!change.removed) push(right, text, change.added);
  }
  return { before: left, after: right };
}
