import "server-only";

import { listen } from "@/lib/db/client";

import type { OutboxDrain } from "./drain";

/** The channel a trigger on "JobEvent" notifies on every insert (migration `outbox_relay`). */
const OUTBOX_CHANNEL = "job_outbox";

/**
 * Wakes the drain whenever events are written, by LISTEN/NOTIFY: on PostgreSQL through a
 * connection of its own (so every instance hears every other's writes), on PGlite in process.
 * The drain's poll remains the fallback for a lost connection. Returns the function that stops
 * listening.
 */
export function wakeOnOutboxWrites(drain: Pick<OutboxDrain, "wake">): Promise<() => Promise<void>> {
  return listen(OUTBOX_CHANNEL, () => drain.wake());
}
