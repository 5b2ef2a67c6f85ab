import "server-only";

import { inngestEnv } from "@/lib/env";
import { log } from "@/lib/log";
import { processSingleton } from "@/lib/process/singletons";
import { onShutdown } from "@/lib/system/shutdown";
import { EmbeddedRunner, OutboxRelay, wakeOnOutboxWrites, type OutboxDrain } from "@/platform/jobs";

import { EMBEDDED_SIGNING_KEY } from "./client";
import { inngestEventSender } from "./event-sender";
import { registerWithInngest } from "./register";
import { inngestHandler } from "./serve";

interface Jobs {
  drain: OutboxDrain;
  started: boolean;
  stopListening?: () => Promise<void>;
}

/**
 * Starts the outbox's drain for this instance, chosen by the environment: with no Inngest server
 * configured, the embedded runner, which runs the functions itself; with one (INNGEST_BASE_URL,
 * INNGEST_SIGNING_KEY or INNGEST_DEV), the relay that sends the events to it, after registering
 * the functions with it. Either is woken by LISTEN/NOTIFY when events are written, and stopped when
 * the server shuts down (or the process singletons are closed), so that work in progress is
 * handed back at a safe point.
 */
export async function startJobs(): Promise<void> {
  const settings = inngestEnv();
  const jobs = processSingleton<Jobs>(
    "outboxDrain",
    () => ({
      drain: settings.embeddedRunner
        ? new EmbeddedRunner({ handler: inngestHandler, signingKey: EMBEDDED_SIGNING_KEY })
        : new OutboxRelay({ send: inngestEventSender() }),
      started: false,
    }),
    stopJobs,
  );
  if (jobs.started) return;
  jobs.started = true;
  await jobs.drain.start();
  jobs.stopListening = await wakeOnOutboxWrites(jobs.drain);
  if (settings.embeddedRunner) {
    log.info("embedded job runner started");
  } else {
    log.info({ dev: settings.INNGEST_DEV === "1" }, "relaying events to the Inngest server");
    void registerWithInngest();
  }
  onShutdown(() => stopJobs(jobs));
}

async function stopJobs(jobs: Jobs): Promise<void> {
  await Promise.allSettled([jobs.stopListening?.(), jobs.drain.stop()]);
}
