import "server-only";

import { databaseReady, withSqlExecutor } from "@/lib/db/client";
import { pendingMigrations } from "@/lib/db/migrate";
import { outboxStatus } from "@/lib/events/outbox-status";
import { ApiError } from "@/lib/http/errors";
import { log } from "@/lib/log";

/**
 * Throws `service_unavailable` unless the database answers with every migration applied. Ready,
 * it reports how event delivery is doing (the outbox's drain, its lag and failures). A delivery
 * problem does not make the instance unready: requests still work and every event waits safely
 * in the outbox, and taking every instance out of the load balancer because Inngest is down
 * would only add an outage. Monitors should alert on `events.state` instead.
 */
export async function getReadiness() {
  try {
    await databaseReady();
    const pending = await withSqlExecutor(async (sql) => {
      await sql.query("SELECT 1");
      return pendingMigrations(sql);
    });
    if (pending.length > 0) throw new Error(`pending migrations: ${pending.join(", ")}`);
  } catch (error) {
    log.warn({ err: (error as Error).message }, "not ready");
    throw new ApiError("service_unavailable", "The database is unreachable or not migrated yet.", {
      headers: { "Retry-After": "5" },
    });
  }
  const events = await outboxStatus();
  return {
    status: "ready" as const,
    database: "ok" as const,
    pendingMigrations: 0 as const,
    events: { drain: events.drain, state: events.state, pending: events.pending, failing: events.failing, lagSeconds: events.lagSeconds },
  };
}
