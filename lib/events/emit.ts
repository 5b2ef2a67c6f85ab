import "server-only";

import type { z } from "zod";

import type { Tx } from "@/lib/db/client";

import type { CatalogueEvent } from "./catalogue";
import { writeOutbox } from "./outbox";

/** What `emit` takes for an event: its schema's input. */
type EventData<E extends CatalogueEvent> = z.input<E["schema"]>;

/**
 * Emits a catalogued event: checks `data` against the event's schema and writes it to the
 * outbox in the caller's transaction, so the event exists exactly when the data it is about
 * does (nothing acknowledged is lost, nothing is announced that was rolled back). A drain
 * delivers it afterwards: the embedded runner, or the relay to Inngest's Event API.
 * Returns the event's id.
 */
export async function emit<E extends CatalogueEvent>(tx: Tx, event: E, data: EventData<E>): Promise<string> {
  const parsed = event.schema.safeParse(data);
  if (!parsed.success) {
    // A programming error, not bad input: callers build the data themselves.
    throw new Error(`emit(${event.name}): ${parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`).join("; ")}`);
  }
  const [id] = await writeOutbox(tx, [{ name: event.name, data: parsed.data as Record<string, unknown> }]);
  return id!;
}
