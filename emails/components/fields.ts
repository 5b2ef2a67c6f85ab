import { z } from "zod";

import { DIRECTION_CONTROLS } from "@/lib/text/one-line";
import { singleLine } from "@/lib/text/single-line";

/**
 * Field types for email props. Values often come from users (app names, ticket text), so
 * every string is bounded, and anything that can reach a subject line is a single line:
 * a line break there would break the header or the layout. `oneLine()` and `paragraphs()`
 * (lib/text/one-line.ts) fit any text into them.
 */

// Paragraphs keep line breaks and tabs, nothing else from the control range, and no direction
// controls (U+202A–U+202E, U+2066–U+2069), which would reorder the text after them.
const paragraphPattern = new RegExp(`^[^\\p{Cc}${DIRECTION_CONTROLS}]*(?:[\\n\\t][^\\p{Cc}${DIRECTION_CONTROLS}]*)*$`, "u");

// Control characters (NUL, CR, LF, ESC…) and direction controls have no place in a line.
export const line = (max: number) => singleLine(z.string().trim().min(1).max(max));

export const paragraph = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(paragraphPattern, "Must not contain control characters other than line breaks, nor characters that reorder text");

// Only http(s): an href is the one place where a value is not just text (`javascript:`).
export const link = () => z.url({ protocol: /^https?$/, error: "Must be an http(s) URL" }).max(2048);

// ISO 8601 with an explicit offset, so the same instant renders the same everywhere.
export const instant = () => z.iso.datetime({ offset: true });

export const emailAddress = () => z.email().max(254);
