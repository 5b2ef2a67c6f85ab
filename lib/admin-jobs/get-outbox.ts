import "server-only";

import type { z } from "zod";

import { outboxStatus } from "@/lib/events/outbox-status";

import type { outboxStatusSchema } from "./schemas";

/** Event delivery as the admin sees it: events waiting, the oldest's age, send failures. */
export async function getOutbox(): Promise<z.input<typeof outboxStatusSchema>> {
  const status = await outboxStatus();
  return {
    ...status,
    oldestPendingAt: status.oldestPendingAt?.toISOString() ?? null,
    lastDeliveredAt: status.lastDeliveredAt?.toISOString() ?? null,
  };
}
