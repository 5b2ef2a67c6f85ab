const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/*
 * V8's segmenter spends, on each grapheme it steps over, time in proportion to the whole string it
 * was given: one pass over a long text is quadratic (cutting 500,000 characters to 10,000 took
 * 6 s). So nothing here gives it more than a small window, and nothing here reads further into a
 * text than the length it keeps: the cost follows what is kept, never what was sent.
 */
const WINDOW = 128;

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isPrintableAscii = (code: number) => code >= 0x20 && code <= 0x7e;

/**
 * `value` cut to at most `max` UTF-16 code units, never between the two halves of a surrogate
 * pair: the cheap first cut for text from outside, before anything that costs more than reading
 * it (graphemes, normalisation, regular expressions).
 */
export function cutCodeUnits(value: string, max: number): string {
  if (value.length <= max) return value;
  const end = max > 0 && isHighSurrogate(value.charCodeAt(max - 1)) ? max - 1 : max;
  return value.slice(0, Math.max(0, end));
}

/**
 * The end of the last whole grapheme of `value` that ends at or before `limit` (< value.length).
 * Between two printable ASCII characters there is always a boundary (no rule of Unicode's
 * grapheme clusters joins them, and a rule looks no further ahead than the next character), so
 * the walk starts from the last such pair. From a boundary, windows of the text are segmented one
 * after another; each window's last grapheme may go on past it, so the next window starts there.
 */
function lastBoundary(value: string, limit: number): number {
  if (limit <= 0) return 0;
  let start = limit;
  while (start > 0 && !(isPrintableAscii(value.charCodeAt(start - 1)) && isPrintableAscii(value.charCodeAt(start)))) start--;
  if (start === limit) return limit;
  let boundary = start;
  let size = WINDOW;
  for (let position = start; ;) {
    const window = cutCodeUnits(value.slice(position, position + size + 1), size);
    const end = position + window.length;
    let lastStart = 0;
    let segments = 0;
    for (const { index, segment } of graphemes.segment(window)) {
      segments++;
      lastStart = index;
      const segmentEnd = position + index + segment.length;
      // A grapheme cut by the window's end is at least this long: past the limit, so is the whole one.
      if (segmentEnd > limit) return boundary;
      if (segmentEnd < end || end === value.length) boundary = segmentEnd;
    }
    if (end === value.length) return boundary;
    // One grapheme filled the window: look at more of it (only ever up to past the limit).
    if (segments === 1) size *= 2;
    else [position, size] = [position + lastStart, WINDOW];
  }
}

/**
 * `value` cut to at most `max` UTF-16 code units (what JavaScript's `length` and zod's `max`
 * count), ending with `ellipsis` when anything was cut. The cut falls between graphemes (what a
 * reader sees as one character), never inside a surrogate pair, an emoji sequence or a letter
 * with combining marks: half of one is not valid text, and databases, email providers and
 * validators refuse it. Reads no more of `value` than about `max`, whatever its length.
 */
export function truncateText(value: string, max: number, ellipsis = "…"): string {
  if (value.length <= max) return value;
  const kept = value.slice(0, lastBoundary(value, max - ellipsis.length));
  return `${kept.trimEnd()}${ellipsis}`;
}
