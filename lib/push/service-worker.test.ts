import { readFileSync } from "node:fs";
import path from "node:path";
import vm from "node:vm";

import { describe, expect, it } from "vitest";

import { env } from "@/lib/env";
import type { ApiClient } from "@/test/api-client";
import { browserPushKeys } from "@/test/push-keys";
import { useApi } from "@/test/use-api";

const api = useApi();

type Listener = (event: Record<string, unknown>) => void;

/**
 * `public/sw.js` itself, run as a browser runs it for this site: its `fetch` is a service
 * worker's same-origin fetch, which (in Chromium) carries the site's cookies (`credentials:
 * "same-origin"`), `Sec-Fetch-Site: same-origin`, and `Origin` on writes; the rest (method,
 * headers, body) is exactly what the worker asked for. So a test sees the very request the worker
 * sends, not a copy of it.
 */
function runServiceWorker(browser: ApiClient) {
  const origin = new URL(env().APP_URL).origin;
  const listeners = new Map<string, Listener>();
  const sent: { method: string; url: string; status: number }[] = [];
  const fetchFromWorker = async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, origin);
    const method = init.method ?? "GET";
    const headers = new Headers(init.headers);
    headers.set("cookie", browser.cookieHeader());
    headers.set("sec-fetch-site", "same-origin");
    headers.set("sec-fetch-mode", "cors");
    headers.set("sec-fetch-dest", "empty");
    if (method !== "GET" && method !== "HEAD") headers.set("origin", origin);
    const response = await fetch(`${api.url}${url.pathname}${url.search}`, { method, headers, body: init.body });
    sent.push({ method, url: `${url.pathname}${url.search}`, status: response.status });
    return response;
  };
  const self = {
    location: new URL(origin),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  };
  const source = readFileSync(path.join(process.cwd(), "public/sw.js"), "utf8");
  vm.runInNewContext(source, { self, fetch: fetchFromWorker, btoa, URL }, { filename: "public/sw.js" });

  /** Dispatches an extendable event and waits for what the worker passed to `waitUntil`. */
  async function dispatch(type: string, fields: Record<string, unknown>): Promise<void> {
    const pending: Promise<unknown>[] = [];
    const listener = listeners.get(type);
    if (!listener) throw new Error(`public/sw.js does not listen to ${type}`);
    listener({ ...fields, waitUntil: (promise: Promise<unknown>) => pending.push(promise) });
    await Promise.all(pending);
  }
  return { dispatch, sent };
}

/** A browser's PushSubscription: an endpoint and its keys as bytes. */
function browserSubscription(endpoint: string) {
  const keys = browserPushKeys();
  const bytes = { p256dh: Buffer.from(keys.p256dh, "base64url"), auth: Buffer.from(keys.auth, "base64url") };
  return {
    endpoint,
    options: { userVisibleOnly: true },
    getKey: (name: "p256dh" | "auth") => new Uint8Array(bytes[name]).buffer,
    body: { endpoint, p256dh: keys.p256dh, auth: keys.auth },
  };
}

describe("the service worker (public/sw.js)", () => {
  it("on pushsubscriptionchange, registers the new subscription and removes the old one with the session cookie", async () => {
    const browser = api.client();
    await browser.registerAndSignIn();
    const old = browserSubscription(`https://fcm.googleapis.com/fcm/send/old-${crypto.randomUUID()}`);
    const renewed = browserSubscription(`https://fcm.googleapis.com/fcm/send/new-${crypto.randomUUID()}`);
    expect((await browser.post("/api/push/subscribe", old.body)).status).toBe(201);

    const worker = runServiceWorker(browser);
    await worker.dispatch("pushsubscriptionchange", { oldSubscription: old, newSubscription: renewed });

    expect(worker.sent).toEqual([
      { method: "POST", url: "/api/push/subscribe", status: 201 },
      { method: "DELETE", url: `/api/push/subscribe?endpoint=${encodeURIComponent(old.endpoint)}`, status: 204 },
    ]);
    const stored = await browser.get("/api/push/subscriptions");
    expect(stored.body.items.map((item: { endpoint: string }) => item.endpoint)).toEqual([renewed.endpoint]);
  });
});
