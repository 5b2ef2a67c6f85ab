import { cutCodeUnits, truncateText } from "./truncate";

/*
 * Fits text from people and from the store into the one-line fields we write (email subjects and
 * props, push titles and bodies, the app's name) and into paragraphs: bounded (cut between
 * graphemes), free of control characters, and free of direction controls, so a stray line break
 * never starts a header of its own and hostile text cannot reorder what surrounds it.
 */

/**
 * Direction controls that act on the text after them until closed: embeddings and overrides
 * (U+202A–U+202E) and isolates (U+2066–U+2069). "Ada\u202Egnp.exe" shows as "Adaexe.png", and an
 * unclosed one keeps reversing whatever follows it (the rest of a subject line, a sentence of ours).
 * The marks (U+200E, U+200F, U+061C) act on no other character: right-to-left text needs them,
 * and they stay.
 */
export const DIRECTION_CONTROLS = "\\u202A-\\u202E\\u2066-\\u2069";
const directionControls = new RegExp(`[${DIRECTION_CONTROLS}]+`, "gu");

/** Whether `value` holds a direction control (see `DIRECTION_CONTROLS`). */
export const hasDirectionControl = (value: string): boolean => new RegExp(`[${DIRECTION_CONTROLS}]`, "u").test(value);

/** Whether `value` holds a control character (`\p{Cc}`: NUL, tab, line breaks, ESC, DEL…). */
export const hasControlCharacter = (value: string): boolean => /\p{Cc}/u.test(value);

/**
 * How much of a text is cleaned up for a result of `max` characters, so the cost follows what is
 * kept rather than what was sent: text past it would reach the result only if most of what comes
 * before it were spaces and control characters (which collapse), and such text is cut too.
 */
const READ_PER_KEPT = 4;

/** One line of at most `max` characters; `fallback` when nothing is left. */
export function oneLine(value: string, max: number, fallback = "—"): string {
  const line = cutCodeUnits(value, READ_PER_KEPT * max)
    .replace(directionControls, "")
    .replace(/\p{Cc}+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return line ? truncateText(line, max) : fallback;
}

/** Paragraphs (line breaks and tabs kept) of at most `max` characters. */
export function paragraphs(value: string, max: number, fallback = "—"): string {
  const text = cutCodeUnits(value, READ_PER_KEPT * max)
    .replace(directionControls, "")
    .replace(/\r\n?/g, "\n")
    .replace(/[^\P{Cc}\n\t]+/gu, " ")
    .trim();
  return text ? truncateText(text, max) : fallback;
}
