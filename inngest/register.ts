import { env } from "@/lib/env";
import { log } from "@/lib/log";

import { inngestHandler } from "./serve";

const MAX_DELAY_MS = 5 * 60_000;

/**
 * Registers the app's functions with the Inngest server, as a `PUT /api/inngest` would: the SDK
 * posts their configuration and the URL Inngest calls (`APP_URL/api/inngest`, or
 * INNGEST_SERVE_ORIGIN's origin) to the server's `/fn/register`, authenticated with the signing
 * key. Every instance does it at start (repeating an unchanged registration changes nothing);
 * while the server cannot be reached it is retried with backoff, up to every 5 minutes.
 */
export async function registerWithInngest(attempt = 0): Promise<void> {
  let answer: { status: number; message?: string };
  try {
    const response = await inngestHandler.PUT(new Request(`${env().APP_URL}/api/inngest`, { method: "PUT" }), {
      params: Promise.resolve({}),
    });
    answer = { status: response.status, ...((await response.json().catch(() => ({}))) as { message?: string }) };
  } catch (error) {
    answer = { status: 500, message: (error as Error).message };
  }
  if (answer.status >= 200 && answer.status < 300) {
    log.info("functions registered with the Inngest server");
    return;
  }
  const delay = Math.min(MAX_DELAY_MS, 5000 * 2 ** attempt);
  log.warn({ status: answer.status, retryInSeconds: delay / 1000 }, "could not register the functions with the Inngest server");
  setTimeout(() => void registerWithInngest(attempt + 1), delay).unref();
}
