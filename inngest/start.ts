import "server-only";

import { EMBEDDED_SIGNING_KEY } from "@/inngest/client";
import { inngestHandler } from "@/inngest/serve";
import { inngestEnv } from "@/lib/env";
import { log } from "@/lib/log";

import { EmbeddedRunner } from "@/platform/jobs";

const globalForRunner = globalThis as { __runner?: EmbeddedRunner };

/**
 * Starts the embedded runner when no Inngest server is configured (INNGEST_SIGNING_KEY,
 * INNGEST_BASE_URL or INNGEST_DEV set means one drives /api/inngest instead). Stops it on
 * SIGTERM/SIGINT so that runs in progress are handed back at a step boundary.
 */
export async function startJobs(): Promise<void> {
  if (!inngestEnv().embeddedRunner || globalForRunner.__runner) return;
  const runner = new EmbeddedRunner({ handler: inngestHandler, signingKey: EMBEDDED_SIGNING_KEY });
  globalForRunner.__runner = runner;
  await runner.start();
  log.info({ owner: runner.owner }, "embedded job runner started");
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      void runner.stop().finally(() => process.exit(0));
    });
  }
}
