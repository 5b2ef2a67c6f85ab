import { Inngest } from "inngest";

import { inngestEnv } from "@/lib/env";
import { RelaySendError, type SendEvents } from "@/platform/jobs";

import { APP_ID } from "./client";

/** One request to the Event API; the SDK tries a send up to 5 times before it fails. */
const REQUEST_TIMEOUT_MS = 10_000;

/**
 * How the relay sends outbox rows to the Inngest server: `inngest.send` on a client of its own
 * (the app's client sends to the outbox), with the row id as each event's id so that Inngest
 * deduplicates a repeated send. A failure becomes a RelaySendError with a summary an admin may
 * read: whether the server answered, and with which status, never its text or address.
 */
export function inngestEventSender(): SendEvents {
  const settings = inngestEnv();
  let outcome: { status?: number; unreachable?: boolean } = {};
  const client = new Inngest({
    id: APP_ID,
    isDev: settings.INNGEST_DEV === "1",
    eventKey: settings.INNGEST_EVENT_KEY,
    baseUrl: settings.INNGEST_BASE_URL,
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      try {
        const response = await fetch(input, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
        outcome = { status: response.status };
        return response;
      } catch (error) {
        outcome = { unreachable: true };
        throw error;
      }
    }) as typeof fetch,
  });
  return async (events) => {
    outcome = {};
    try {
      await client.send(events.map((event) => ({ id: event.id, name: event.name, data: event.data, ts: event.ts })));
    } catch {
      throw sendFailure(outcome);
    }
  };
}

function sendFailure({ status, unreachable }: { status?: number; unreachable?: boolean }): RelaySendError {
  if (unreachable || status === undefined) return new RelaySendError("Inngest's Event API did not answer");
  if (status === 401 || status === 403 || status === 404) return new RelaySendError(`Inngest refused the event key (${status})`);
  if (status >= 400 && status < 500 && status !== 408 && status !== 429)
    return new RelaySendError(`Inngest refused the events (${status})`, true);
  if (status >= 200 && status < 300) return new RelaySendError("Inngest's Event API answered with an error");
  return new RelaySendError(`Inngest's Event API answered ${status}`);
}
