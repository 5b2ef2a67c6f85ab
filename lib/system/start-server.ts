import { databaseReady } from "@/lib/db/client";
import { env } from "@/lib/env";
import { startEmbeddedRunner } from "@/inngest/start";
import { log } from "@/lib/log";

export async function startServer(): Promise<void> {
  try {
    const { embedded, APP_URL, DATA_DIR } = env();
    await databaseReady();
    await startEmbeddedRunner();
    log.info({ url: APP_URL, database: embedded ? `PGlite in ${DATA_DIR}` : "PostgreSQL" }, "server ready");
  } catch (error) {
    log.fatal({ err: (error as Error).message }, "cannot start");
    console.error(`Cannot start: ${(error as Error).message}`);
    process.exit(1);
  }
}
