/** A part of a text, marked when it differs from the other side. */
export interface DiffPart {
  text: string;
  changed: boolean;
}

const tokenize = (text: string): string[] => text.split(/(\s+|[,;.!?])/).filter((token) => token !== "");

/** Beyond this many token pairs, the whole value is marked as changed rather than diffed. */
const MAX_CELLS = 2_000_000;

function merge(parts: DiffPart[]): DiffPart[] {
  const merged: DiffPart[] = [];
  for (const part of parts) {
    const last = merged.at(-1);
    if (last && last.changed === part.changed) last.text += part.text;
    else merged.push({ ...part });
  }
  return merged;
}

/**
 * Word-level diff of two texts (longest common subsequence of words, spaces and punctuation):
 * `before` marks what was removed, `after` what was added.
 */
export function wordDiff(before: string, after: string): { before: DiffPart[]; after: DiffPart[] } {
  const a = tokenize(before);
  const b = tokenize(after);
  if (a.length * b.length > MAX_CELLS) return { before: [{ text: before, changed: true }], after: [{ text: after, changed: true }] };
  // lengths[i][j] = LCS length of a[i..] and b[j..]
  const width = b.length + 1;
  const lengths = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i * width + j] =
        a[i] === b[j] ? lengths[(i + 1) * width + j + 1]! + 1 : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
    }
  }
  const left: DiffPart[] = [];
  const right: DiffPart[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      left.push({ text: a[i]!, changed: false });
      right.push({ text: b[j]!, changed: false });
      i++;
      j++;
    } else if (lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!) {
      left.push({ text: a[i++]!, changed: true });
    } else {
      right.push({ text: b[j++]!, changed: true });
    }
  }
  while (i < a.length) left.push({ text: a[i++]!, changed: true });
  while (j < b.length) right.push({ text: b[j++]!, changed: true });
  return { before: merge(left), after: merge(right) };
}
