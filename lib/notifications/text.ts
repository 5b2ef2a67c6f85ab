import { truncateText } from "@/lib/text/truncate";

/*
 * Fits user-written text into email props (`emails/components/fields.ts`): bounded (cut between
 * graphemes), and for single lines free of control characters, so a long subject or a stray line
 * break never makes a notification fail validation.
 */

/** One line of at most `max` characters; `fallback` when nothing is left. */
export function oneLine(value: string, max: number, fallback = "—"): string {
  const line = value
    .replace(/\p{Cc}+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return line ? truncateText(line, max) : fallback;
}

/** Paragraphs (line breaks and tabs kept) of at most `max` characters. */
export function paragraphs(value: string, max: number, fallback = "—"): string {
  const text = value
    .replace(/\r\n?/g, "\n")
    .replace(/[^\P{Cc}\n\t]+/gu, " ")
    .trim();
  return text ? truncateText(text, max) : fallback;
}
