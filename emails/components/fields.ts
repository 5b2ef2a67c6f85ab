import { z } from "zod";

/**
 * Field types for email props. Values often come from users (app names, ticket text), so
 * every string is bounded, and anything that can reach a subject line is a single line:
 * a line break there would break the header or the layout.
 */

// Control characters (NUL, CR, LF, ESC…) have no place in text shown to a reader.
const singleLinePattern = /^[^\p{Cc}]*$/u;
// Paragraphs keep line breaks and tabs, nothing else from the control range.
const paragraphPattern = /^[^\p{Cc}]*(?:[\n\t][^\p{Cc}]*)*$/u;

export const line = (max: number) => z.string().trim().min(1).max(max).regex(singleLinePattern, "Must be a single line of text");

export const paragraph = (max: number) =>
  z.string().trim().min(1).max(max).regex(paragraphPattern, "Must not contain control characters other than line breaks");

// Only http(s): an href is the one place where a value is not just text (`javascript:`).
export const link = () => z.url({ protocol: /^https?$/, error: "Must be an http(s) URL" }).max(2048);

// ISO 8601 with an explicit offset, so the same instant renders the same everywhere.
export const instant = () => z.iso.datetime({ offset: true });

export const emailAddress = () => z.email().max(254);
