import type { z } from "zod";

import type { OutboxStatus } from "@/lib/events/outbox-status";

import type { outboxStatusSchema } from "./schemas";

export function toOutboxView(status: OutboxStatus): z.input<typeof outboxStatusSchema> {
  return {
    ...status,
    oldestPendingAt: status.oldestPendingAt?.toISOString() ?? null,
    lastDeliveredAt: status.lastDeliveredAt?.toISOString() ?? null,
  };
}
