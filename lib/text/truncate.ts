const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/**
 * `value` cut to at most `max` UTF-16 code units (what JavaScript's `length` and zod's `max`
 * count), ending with `ellipsis` when anything was cut. The cut falls between graphemes (what a
 * reader sees as one character), never inside a surrogate pair, an emoji sequence or a letter
 * with combining marks: half of one is not valid text, and databases, email providers and
 * validators refuse it.
 */
export function truncateText(value: string, max: number, ellipsis = "…"): string {
  if (value.length <= max) return value;
  const budget = max - ellipsis.length;
  let kept = "";
  for (const { segment } of graphemes.segment(value)) {
    if (kept.length + segment.length > budget) break;
    kept += segment;
  }
  return `${kept.trimEnd()}${ellipsis}`;
}
