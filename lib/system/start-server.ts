import { databaseReady } from "@/lib/db/client";
import { env } from "@/lib/env";
import { log } from "@/lib/log";

/**
 * Opens the database (applying pending migrations), then starts the background work the
 * wiring hands in (instrumentation.ts passes inngest/start.ts's `startJobs`). A server that
 * cannot do either exits at once with the reason.
 */
export async function startServer(options: { startBackgroundWork: () => Promise<void> }): Promise<void> {
  try {
    const { embedded, APP_URL, DATA_DIR } = env();
    await databaseReady();
    await options.startBackgroundWork();
    log.info({ url: APP_URL, database: embedded ? `PGlite in ${DATA_DIR}` : "PostgreSQL" }, "server ready");
  } catch (error) {
    log.fatal({ err: (error as Error).message }, "cannot start");
    console.error(`Cannot start: ${(error as Error).message}`);
    process.exit(1);
  }
}
