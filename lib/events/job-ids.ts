import { createHash } from "node:crypto";

/**
 * The job id of `functionId`'s run for the event `eventId`: a UUID-shaped hash of the two (version
 * 8, "custom"). With an Inngest server, the job records are keyed by it rather than by Inngest's
 * run id, which only exists once Inngest starts the run: an admin's retry creates the job row
 * first and emits the event with a new id, and the run Inngest starts for that event writes to
 * that same row. Inngest runs a function at most once per event id, so the key is unique.
 */
export function jobIdForEvent(functionId: string, eventId: string): string {
  const hex = createHash("sha256").update(`${functionId}\n${eventId}`).digest("hex");
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
