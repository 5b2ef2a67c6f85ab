// Webhook deliveries as App Store Connect sends them: for each change an enabled webhook of the
// app is subscribed to, a POST of Apple's payload (the event's id, old and new value, when, and
// the resource's type, id and link: nothing else, by Apple's design), signed with the webhook's
// secret. Sent in the background, never in the request that caused the change: a webhook's
// deliveries one at a time in the order the changes happened (a receiver hears of a version's
// review in order); a failure (network, timeout, 429, 5xx) is tried again after a pause, three
// attempts in all. The log is kept in memory, like the request log.

import { createHmac, randomUUID } from "node:crypto";

import { trackBackgroundWork } from "@/lib/process/background-work";

import type { StateChange } from "./state-changes";
import type { SimState, SimWebhookEventType } from "./state";

/** Each attempt is given up after this long. */
export const DELIVERY_TIMEOUT_MS = 10_000;
export const DELIVERY_ATTEMPTS = 3;
/** The pause before each further attempt (through the simulator's `sleep`). */
export const RETRY_DELAYS_MS = [1_000, 5_000] as const;
// The log is for tests and benches; a long-running embedded sandbox keeps its latest entries only.
const LOG_LIMIT = 1_000;

/** The payload's `data.type` for each event type the simulator sends. */
const PAYLOAD_TYPES: Record<StateChange["eventType"], string> = {
  APP_STORE_VERSION_APP_VERSION_STATE_UPDATED: "appStoreVersionAppVersionStateUpdated",
  BUILD_UPLOAD_STATE_UPDATED: "buildUploadStateUpdated",
};

export interface WebhookDelivery {
  id: string;
  webhookId: string;
  /** The payload's `data.id`; the same body (and signature) on every attempt. */
  eventId: string;
  eventType: SimWebhookEventType;
  url: string;
  /** Apple's words for a delivery's state. */
  status: "PENDING" | "SUCCEEDED" | "FAILED";
  attempts: number;
  /** When the latest attempt was sent (simulated clock); null before the first. */
  sentAt: string | null;
  /** The receiver's status on the latest attempt; null when none came (network error, timeout). */
  httpStatusCode: number | null;
}

interface Queued {
  entry: WebhookDelivery;
  body: string;
  signature: string;
}

export interface WebhookDeliveries {
  /** Queues a delivery of each change to every enabled webhook of its app subscribed to it. */
  enqueue(state: SimState, changes: StateChange[], apiRoot: string): void;
  log(): WebhookDelivery[];
  /** Resolves when every queued delivery has been attempted to completion. */
  flush(): Promise<void>;
  /** Stops what is in flight (recorded as failed), drops what is queued and clears the log. */
  reset(): Promise<void>;
}

/** Apple's `x-apple-signature`: an HMAC-SHA256 of the exact body, keyed with the webhook's secret. */
export function webhookSignature(secret: string, body: string): string {
  return `hmacsha256=${createHmac("sha256", secret).update(body, "utf8").digest("hex")}`;
}

function payload(change: StateChange, eventId: string, apiRoot: string): unknown {
  const { type, id } = change.instance;
  return {
    data: {
      type: PAYLOAD_TYPES[change.eventType],
      id: eventId,
      version: 1,
      attributes: { oldValue: change.oldValue, newValue: change.newValue, timestamp: new Date(change.at).toISOString() },
      relationships: { instance: { data: { type, id }, links: { self: `${apiRoot}/v1/${type}/${id}` } } },
    },
  };
}

export function createWebhookDeliveries(options: {
  fetch: typeof fetch;
  sleep: (ms: number) => Promise<void>;
  /** The simulated time (ms). */
  now: () => number;
}): WebhookDeliveries {
  const queues = new Map<string, Queued[]>();
  const workers = new Map<string, Promise<void>>();
  let stopping = new AbortController();
  let entries: WebhookDelivery[] = [];

  /** Tries once; returns whether another attempt may succeed. */
  async function attempt(item: Queued, signal: AbortSignal): Promise<boolean> {
    const { entry } = item;
    entry.attempts += 1;
    entry.sentAt = new Date(options.now()).toISOString();
    try {
      const response = await options.fetch(entry.url, {
        method: "POST",
        headers: { "content-type": "application/json", "x-apple-signature": item.signature },
        body: item.body,
        // A redirect is the receiver's answer, as App Store Connect takes it: not followed.
        redirect: "manual",
        signal: AbortSignal.any([signal, AbortSignal.timeout(DELIVERY_TIMEOUT_MS)]),
      });
      entry.httpStatusCode = response.status;
      await response.body?.cancel().catch(() => {}); // the answer's body says nothing to Apple
      if (response.ok) entry.status = "SUCCEEDED";
      return response.status === 429 || response.status >= 500;
    } catch {
      entry.httpStatusCode = null;
      return true;
    }
  }

  async function deliver(item: Queued, signal: AbortSignal): Promise<void> {
    for (;;) {
      const retry = await attempt(item, signal);
      if (item.entry.status === "SUCCEEDED") return;
      const pause = RETRY_DELAYS_MS[item.entry.attempts - 1];
      if (!retry || pause === undefined || signal.aborted) break;
      const aborted = new Promise<void>((resolve) => signal.addEventListener("abort", () => resolve(), { once: true }));
      await Promise.race([options.sleep(pause).catch(() => {}), aborted]);
      if (signal.aborted) break;
    }
    item.entry.status = "FAILED";
  }

  /** Cuts what is in flight and fails what is queued; deliveries queued afterwards go out again. */
  async function stopAll(): Promise<void> {
    stopping.abort();
    await Promise.all(workers.values());
    stopping = new AbortController();
  }

  /** One worker per webhook while it has deliveries queued, so each receiver hears in order. */
  function startWorker(webhookId: string): void {
    if (workers.has(webhookId)) return;
    const signal = stopping.signal;
    const untrack = trackBackgroundWork("store simulator: webhook deliveries", stopAll);
    const work = (async () => {
      // Never inside the request that made the change: it answers first.
      await new Promise<void>((resolve) => setTimeout(resolve, 0));
      for (;;) {
        const next = queues.get(webhookId)?.shift();
        if (!next) {
          // Checked and removed in one step, so a delivery queued from now starts a new worker.
          queues.delete(webhookId);
          workers.delete(webhookId);
          untrack();
          return;
        }
        if (signal.aborted) next.entry.status = "FAILED";
        else await deliver(next, signal);
      }
    })();
    workers.set(webhookId, work);
  }

  return {
    enqueue(state, changes, apiRoot) {
      for (const change of changes) {
        for (const webhook of state.webhooks) {
          if (webhook.appId !== change.appId || !webhook.enabled || !webhook.eventTypes.includes(change.eventType)) continue;
          const eventId = randomUUID();
          const body = JSON.stringify(payload(change, eventId, apiRoot));
          const entry: WebhookDelivery = {
            id: randomUUID(),
            webhookId: webhook.id,
            eventId,
            eventType: change.eventType,
            url: webhook.url,
            status: "PENDING",
            attempts: 0,
            sentAt: null,
            httpStatusCode: null,
          };
          entries.push(entry);
          if (entries.length > LOG_LIMIT) entries = entries.slice(-LOG_LIMIT);
          // The webhook as it is now: a later change of its URL or secret does not reach this event.
          const queue = queues.get(webhook.id) ?? [];
          queue.push({ entry, body, signature: webhookSignature(webhook.secret, body) });
          queues.set(webhook.id, queue);
          startWorker(webhook.id);
        }
      }
    },
    log: () => entries.map((entry) => ({ ...entry })),
    async flush() {
      while (workers.size > 0) await Promise.all(workers.values());
    },
    async reset() {
      await stopAll();
      entries = [];
    },
  };
}
