import type { z } from "zod";

import { hasControlCharacter, hasDirectionControl } from "./one-line";

/**
 * One line of text a person submits (a name, a subject, a title): it reaches email subjects,
 * push titles and other people's pages, so control characters (line breaks, ESC…) and direction
 * controls (U+202A–U+202E, U+2066–U+2069: "Ada\u202Egnp.exe" shows as "Adaexe.png") are refused,
 * each with its own message. Right-to-left text and the direction marks (U+200E, U+200F) are fine.
 * Refines the string schema it is given (`singleLine(z.string().trim().min(1).max(100))`).
 */
export function singleLine<Schema extends z.ZodString>(schema: Schema): Schema {
  return schema.superRefine((value, context) => {
    // Refused for its length already: reading all of it would only cost.
    if (schema.maxLength !== null && value.length > schema.maxLength) return;
    if (hasControlCharacter(value))
      context.addIssue({ code: "custom", message: "Must be a single line of text, without line breaks or other control characters" });
    if (hasDirectionControl(value))
      context.addIssue({
        code: "custom",
        message: "Must not contain invisible characters that reorder text (U+202A to U+202E, U+2066 to U+2069)",
      });
  });
}
