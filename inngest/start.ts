import "server-only";

import { inngestEnv } from "@/lib/env";
import { log } from "@/lib/log";
import { onShutdown } from "@/lib/system/shutdown";
import { EmbeddedRunner, OutboxRelay, wakeOnOutboxWrites, type OutboxDrain } from "@/platform/jobs";

import { EMBEDDED_SIGNING_KEY } from "./client";
import { inngestEventSender } from "./event-sender";
import { registerWithInngest } from "./register";
import { inngestHandler } from "./serve";

const globalForJobs = globalThis as { __outboxDrain?: OutboxDrain };

/**
 * Starts the outbox's drain for this instance, chosen by the environment: with no Inngest server
 * configured, the embedded runner, which runs the functions itself; with one (INNGEST_BASE_URL,
 * INNGEST_SIGNING_KEY or INNGEST_DEV), the relay that sends the events to it, after registering
 * the functions with it. Either is woken by LISTEN/NOTIFY when events are written, and stopped when
 * the server shuts down, so that work in progress is handed back at a safe point.
 */
export async function startJobs(): Promise<void> {
  if (globalForJobs.__outboxDrain) return;
  const settings = inngestEnv();
  const drain: OutboxDrain = settings.embeddedRunner
    ? new EmbeddedRunner({ handler: inngestHandler, signingKey: EMBEDDED_SIGNING_KEY })
    : new OutboxRelay({ send: inngestEventSender() });
  globalForJobs.__outboxDrain = drain;
  await drain.start();
  const stopListening = await wakeOnOutboxWrites(drain);
  if (settings.embeddedRunner) {
    log.info("embedded job runner started");
  } else {
    log.info({ dev: settings.INNGEST_DEV === "1" }, "relaying events to the Inngest server");
    void registerWithInngest();
  }
  onShutdown(async () => {
    await Promise.allSettled([stopListening(), drain.stop()]);
  });
}
