import { oneLine } from "@/lib/text/one-line";
import { truncateText } from "@/lib/text/truncate";

/** The longest name a screenshot is given, its extension included (Apple states no limit; ours). */
export const MAX_FILE_NAME_LENGTH = 120;
/** What of a sent name is looked at: a cheap cut before any pattern runs over it. */
const SENT_NAME_BOUND = 1_024;

const EXTENSIONS = { png: [".png"], jpeg: [".jpg", ".jpeg"] } as const;

/**
 * The name a screenshot is given at App Store Connect and shown under, from the name the browser
 * sent: its last path segment (no folder), on one line without control or direction characters
 * (`Ada\u202Egnp.exe` would show as `Adaexe.png`), no leading dots, at most MAX_FILE_NAME_LENGTH
 * characters, and ending in the extension of what the file is by content (`passwd` is
 * `passwd.png`, `shot.exe` a `shot.jpg` when it is a JPEG). Nothing left: `screenshot-<n>`.
 */
export function screenshotFileName(sent: string, format: keyof typeof EXTENSIONS, index: number): string {
  // The end holds the name; the cut may leave half a surrogate pair at the start, which goes too.
  const segment = (sent.slice(-SENT_NAME_BOUND).split(/[\\/]/).pop() ?? "").replace(/^[\uDC00-\uDFFF]/, "");
  const line = oneLine(segment, SENT_NAME_BOUND, "").replace(/^[\s.]+/, "");
  const dot = line.lastIndexOf(".");
  const given = dot > 0 ? line.slice(dot).toLowerCase() : "";
  const extension = (EXTENSIONS[format] as readonly string[]).includes(given) ? given : EXTENSIONS[format][0];
  const stem = (dot > 0 ? line.slice(0, dot) : line).replace(/[\s.]+$/, "") || `screenshot-${index + 1}`;
  return `${truncateText(stem, MAX_FILE_NAME_LENGTH - extension.length)}${extension}`;
}
