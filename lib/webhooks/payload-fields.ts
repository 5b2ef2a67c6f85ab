import { oneLine } from "@/lib/text/one-line";
import { truncateText } from "@/lib/text/truncate";

/** The app as every event names it: its id and its name on one line. */
export const webhookApp = (app: { id: string; name: string }) => ({ id: app.id, name: oneLine(app.name, 100) });

/** Text from people or the store, cut to `max` characters (with …, never inside a character) so payloads stay small. */
export function excerpt(text: string, max?: number): string;
export function excerpt(text: string | null, max?: number): string | null;
export function excerpt(text: string | null, max = 500): string | null {
  return text === null ? null : truncateText(text, max);
}
