import { randomBytes } from "node:crypto";

import { Inngest } from "inngest";

import { inngestEnv } from "@/lib/env";
import { jobLogger, JobRecordMiddleware, outboxFetch } from "@/platform/jobs";

/** The app's id at Inngest; function ids are prefixed with it (`app-publishing-service-sync-app`). */
export const APP_ID = "app-publishing-service";

const settings = inngestEnv();

/**
 * With no Inngest server configured, the embedded runner calls the serve handler in-process.
 * It signs those calls with a key made per process: /api/inngest still refuses unsigned or
 * foreign requests, and no secret needs keeping.
 */
export const EMBEDDED_SIGNING_KEY = `signkey-prod-${randomBytes(32).toString("hex")}`;

/** The keys /api/inngest accepts signatures from (the embedded key, or the server's key and its fallback). */
export const SIGNING_KEYS: string[] = settings.embeddedRunner
  ? [EMBEDDED_SIGNING_KEY]
  : [settings.INNGEST_SIGNING_KEY, settings.INNGEST_SIGNING_KEY_FALLBACK].filter((key): key is string => Boolean(key));

/**
 * The client the functions are defined on and served with. In both modes the events it sends
 * (`step.sendEvent`) go to the outbox (`outboxFetch`) like every emitted event; the outbox's
 * drain delivers them (inngest/start.ts).
 */
export const inngest = new Inngest({
  id: APP_ID,
  logger: jobLogger,
  // No OpenTelemetry here: skip the per-step AI span inspection.
  aiMetadata: false,
  fetch: outboxFetch as typeof fetch,
  ...(settings.embeddedRunner
    ? { isDev: false, signingKey: EMBEDDED_SIGNING_KEY, eventKey: "embedded", checkpointing: false }
    : {
        isDev: settings.INNGEST_DEV === "1",
        signingKey: settings.INNGEST_SIGNING_KEY,
        signingKeyFallback: settings.INNGEST_SIGNING_KEY_FALLBACK,
        eventKey: settings.INNGEST_EVENT_KEY,
        baseUrl: settings.INNGEST_BASE_URL,
        // The embedded runner keeps job records itself; with a server, this middleware does.
        middleware: [JobRecordMiddleware],
      }),
});
