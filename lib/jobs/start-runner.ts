import "server-only";

import { EMBEDDED_SIGNING_KEY } from "@/inngest/client";
import { inngestHandler } from "@/inngest/serve";
import { inngestEnv } from "@/lib/env";
import { log } from "@/lib/log";
import { onShutdown } from "@/lib/system/shutdown";

import { EmbeddedRunner } from "./runner/runner";

const globalForRunner = globalThis as { __runner?: EmbeddedRunner };

/**
 * Starts the embedded runner when no Inngest server is configured (INNGEST_SIGNING_KEY,
 * INNGEST_BASE_URL or INNGEST_DEV set means one drives /api/inngest instead). Stopped when the
 * server shuts down, so that runs in progress are handed back at a step boundary.
 */
export async function startEmbeddedRunner(): Promise<void> {
  if (!inngestEnv().embeddedRunner || globalForRunner.__runner) return;
  const runner = new EmbeddedRunner({ handler: inngestHandler, signingKey: EMBEDDED_SIGNING_KEY });
  globalForRunner.__runner = runner;
  await runner.start();
  log.info({ owner: runner.owner }, "embedded job runner started");
  onShutdown(() => runner.stop());
}
