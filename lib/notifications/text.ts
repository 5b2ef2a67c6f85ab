/**
 * Fits user-written text into email props (`emails/components/fields.ts`): bounded, and for
 * single lines free of control characters, so a long subject or a stray line break never makes
 * a notification fail validation.
 */
const ellipsize = (value: string, max: number) => (value.length <= max ? value : `${value.slice(0, max - 1).trimEnd()}…`);

/** One line of at most `max` characters; `fallback` when nothing is left. */
export function oneLine(value: string, max: number, fallback = "—"): string {
  const line = value
    .replace(/\p{Cc}+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return line ? ellipsize(line, max) : fallback;
}

/** Paragraphs (line breaks and tabs kept) of at most `max` characters. */
export function paragraphs(value: string, max: number, fallback = "—"): string {
  const text = value
    .replace(/\r\n?/g, "\n")
    .replace(/[^\P{Cc}\n\t]+/gu, " ")
    .trim();
  return text ? ellipsize(text, max) : fallback;
}
