import "server-only";

import { db } from "@/lib/db/client";
import { inngestEnv } from "@/lib/env";

/** Events older than this and still undelivered mean the drain is behind. */
const OUTBOX_DELAYED_AFTER_SECONDS = 60;

export interface OutboxStatus {
  /** Who delivers the events: the embedded runner, or the relay to an Inngest server. */
  drain: "embedded_runner" | "inngest";
  /** `failing`: the last send of some events failed (they are retried); `delayed`: the oldest waits over a minute. */
  state: "ok" | "delayed" | "failing";
  /** Events written and not yet delivered. */
  pending: number;
  /** Of those, events whose last send failed. */
  failing: number;
  /** Age of the oldest undelivered event, in seconds: the drain's lag. */
  lagSeconds: number;
  oldestPendingAt: Date | null;
  lastDeliveredAt: Date | null;
  /** The latest failure's summary (`Inngest's Event API answered 503`); never the server's own words. */
  lastError: string | null;
}

/**
 * How the outbox's delivery is doing, from the outbox itself, so every instance reports the
 * same: the pending rows, the ones failing, the oldest's age. Reads only undelivered rows
 * (through the index on `processedAt`), plus the newest delivery.
 */
export async function outboxStatus(now = new Date()): Promise<OutboxStatus> {
  const [[summary], [latestFailure], [delivered]] = await Promise.all([
    db().$queryRaw<{ pending: number; failing: number; oldest: Date | null }[]>`
      SELECT count(*)::int AS "pending", (count(*) FILTER (WHERE "lastError" IS NOT NULL))::int AS "failing", min("createdAt") AS "oldest"
      FROM "JobEvent" WHERE "processedAt" IS NULL`,
    db().$queryRaw<{ lastError: string }[]>`
      SELECT "lastError" FROM "JobEvent" WHERE "processedAt" IS NULL AND "lastError" IS NOT NULL
      ORDER BY "availableAt" DESC LIMIT 1`,
    db().$queryRaw<{ at: Date | null }[]>`SELECT max("processedAt") AS "at" FROM "JobEvent"`,
  ]);
  const pending = summary?.pending ?? 0;
  const failing = summary?.failing ?? 0;
  const oldest = summary?.oldest ?? null;
  const lagSeconds = oldest ? Math.max(0, Math.floor((now.getTime() - oldest.getTime()) / 1000)) : 0;
  return {
    drain: inngestEnv().embeddedRunner ? "embedded_runner" : "inngest",
    state: failing > 0 ? "failing" : lagSeconds > OUTBOX_DELAYED_AFTER_SECONDS ? "delayed" : "ok",
    pending,
    failing,
    lagSeconds,
    oldestPendingAt: oldest,
    lastDeliveredAt: delivered?.at ?? null,
    lastError: latestFailure?.lastError ?? null,
  };
}
