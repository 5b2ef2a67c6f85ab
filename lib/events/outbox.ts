import "server-only";

import type { Prisma } from "@/lib/db/generated/client";

/** A row of the outbox as the platform writes it: any event name, data already checked. */
interface OutboxEvent {
  name: string;
  data?: Record<string, unknown>;
  /** The event's id; a new row id when absent. It becomes the id Inngest deduplicates on. */
  id?: string;
  /** Milliseconds since the epoch; now when absent. */
  ts?: number;
}

type Writer = Pick<Prisma.TransactionClient, "jobEvent">;

/**
 * Writes events to the outbox (`JobEvent`), in the transaction (or client) given. Domain code
 * uses `emit()` instead, which checks the event against the catalogue; this is for the
 * platform: events the Inngest SDK sends (`step.sendEvent`), `inngest/function.failed`, and an
 * admin's retry of a stored event.
 */
export async function writeOutbox(writer: Writer, events: OutboxEvent[]): Promise<string[]> {
  if (events.length === 0) return [];
  const now = new Date();
  const rows = await writer.jobEvent.createManyAndReturn({
    data: events.map((event) => ({
      ...(event.id ? { id: event.id } : {}),
      name: event.name,
      data: (event.data ?? {}) as Prisma.InputJsonValue,
      ts: new Date(event.ts ?? now.getTime()),
      // Wall time, as waits record theirs: a wait only sees events that arrive after it.
      createdAt: now,
      availableAt: now,
    })),
    select: { id: true },
  });
  return rows.map((row) => row.id);
}
