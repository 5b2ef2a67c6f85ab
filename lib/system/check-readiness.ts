import "server-only";

import { databaseReady, withSqlExecutor } from "@/lib/db/client";
import { pendingMigrations } from "@/platform/migrations";
import { ApiError } from "@/lib/http/errors";
import { log } from "@/lib/log";

/** Throws `service_unavailable` unless the database answers with every migration applied. */
export async function checkReadiness(): Promise<void> {
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
}
