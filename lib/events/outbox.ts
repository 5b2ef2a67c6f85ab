import "server-only";

import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";

export interface EventInput {
  name: string;
  data?: Record<string, unknown>;
  id?: string;
  ts?: number;
}

type Tx = Prisma.TransactionClient;

/**
 * Puts events in the outbox. Pass the transaction that writes the data the event is about,
 * so the event exists exactly when that data does (nothing acknowledged is ever lost).
 */
export async function enqueueEvents(events: EventInput[], tx?: Tx): Promise<string[]> {
  const now = new Date();
  const rows = await (tx ?? db()).jobEvent.createManyAndReturn({
    data: events.map((event) => ({
      ...(event.id ? { id: event.id } : {}),
      name: event.name,
      data: (event.data ?? {}) as Prisma.InputJsonValue,
      ts: new Date(event.ts ?? now.getTime()),
      // Wall time, as waits record theirs: a wait only sees events that arrive after it.
      createdAt: now,
    })),
    select: { id: true },
  });
  return rows.map((row) => row.id);
}
