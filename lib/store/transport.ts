// One request to ASC: sign, send, retry 429/5xx with backoff, draw on the key's hourly budget
// (the injected shared one, and the last figure this client saw) and turn failures into StoreError. Everything above this file deals in parsed documents.

import type { Clock } from "./credentials";
import { kindForStatus, StoreError, toErrorEntries } from "./errors";
import { parseRateLimitHeader, type RateBudget } from "./rate-limit";
import type { RequestBudget } from "./request-budget";
import { isRetryableStatus, parseRetryAfter, retryDelayMs, type RetryOptions } from "./retry";
import type { TokenProvider } from "./token";

export type QueryValue = string | number | boolean | readonly string[] | undefined;
export type Query = Readonly<Record<string, QueryValue>>;

export interface TransportOptions {
  baseUrl: string;
  tokens: TokenProvider;
  fetch: typeof fetch;
  clock: Clock;
  sleep: (ms: number) => Promise<void>;
  retry: RetryOptions;
  /** The key's budget shared with every other client of the key; asked before each attempt. */
  requestBudget?: RequestBudget;
}

export interface StoreRequest {
  method: "GET" | "POST" | "PATCH" | "DELETE";
  /** `/v1/...` relative to the base URL, or an absolute `links.next` URL from ASC. */
  path: string;
  query?: Query;
  body?: unknown;
  accept?: string;
}

export interface StoreResponse {
  status: number;
  headers: Headers;
  /** Parsed JSON, or undefined for 204 and non-JSON bodies. */
  json: unknown;
  bytes: Uint8Array;
}

export interface Transport {
  send(request: StoreRequest): Promise<StoreResponse>;
  budget(): RateBudget | undefined;
}

/** ASC takes arrays as comma-separated values: include=a,b and fields[apps]=name,sku. */
export function buildUrl(baseUrl: string, path: string, query: Query = {}): URL {
  const base = baseUrl.replace(/\/+$/, "");
  let url: URL;
  if (/^https?:\/\//.test(path)) {
    url = new URL(path);
    // Never send the bearer token anywhere but the configured store.
    if (!url.href.startsWith(`${base}/`)) throw new StoreError("invalid_request", "The store returned a link outside its base URL");
  } else url = new URL(`${base}${path}`);
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    url.searchParams.set(name, Array.isArray(value) ? value.join(",") : String(value));
  }
  return url;
}

// After the budget is spent, probe again at most once a minute rather than hammer.
const EXHAUSTED_PROBE_MS = 60_000;

export function createTransport(options: TransportOptions): Transport {
  let budget: RateBudget | undefined;

  async function attempt(request: StoreRequest, url: URL): Promise<Response> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${await options.tokens.token()}`,
      accept: request.accept ?? "application/json",
    };
    let body: string | undefined;
    if (request.body !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(request.body);
    }
    try {
      return await options.fetch(url, { method: request.method, headers, body });
    } catch (cause) {
      throw new StoreError("unavailable", `The store could not be reached (${request.method} ${url.pathname})`, { cause });
    }
  }

  async function send(request: StoreRequest): Promise<StoreResponse> {
    const url = buildUrl(options.baseUrl, request.path, request.query);
    for (let retry = 0; ; retry++) {
      // Without a shared budget, this client's last figure is all it knows of the key's hour.
      if (!options.requestBudget && budget && budget.remaining <= 0 && options.clock() - budget.observedAt < EXHAUSTED_PROBE_MS) {
        throw new StoreError("rate_limited", "The hourly request budget of this key is spent", {
          retryAfter: Math.ceil((budget.observedAt + EXHAUSTED_PROBE_MS - options.clock()) / 1000),
        });
      }
      const claim = await options.requestBudget?.take();
      let response: Response;
      try {
        response = await attempt(request, url);
      } catch (error) {
        // It may or may not have reached the store: count it as spent.
        await options.requestBudget?.observe(undefined, claim);
        // Network failures: retry only methods that are safe to repeat.
        const delay =
          request.method !== "POST" && error instanceof StoreError && error.kind === "unavailable"
            ? retryDelayMs(retry, undefined, options.retry)
            : undefined;
        if (delay === undefined) throw error;
        await options.sleep(delay);
        continue;
      }
      const figure = parseRateLimitHeader(response.headers.get("x-rate-limit"), options.clock());
      // A refused token was not the key, and an outage's answer may not come from the part of
      // the store that counts: only other responses' figures describe the key's hour.
      await options.requestBudget?.observe(response.status === 401 || response.status >= 500 ? undefined : figure, claim);
      budget = figure ?? budget;
      const bytes = new Uint8Array(await response.arrayBuffer());
      const isJson = (response.headers.get("content-type") ?? "").includes("json");
      let json: unknown;
      if (isJson && bytes.length > 0) {
        try {
          json = JSON.parse(new TextDecoder().decode(bytes));
        } catch {
          json = undefined;
        }
      }
      if (response.ok) return { status: response.status, headers: response.headers, json, bytes };

      const retryAfter = parseRetryAfter(response.headers.get("retry-after"), options.clock());
      if (isRetryableStatus(response.status, request.method)) {
        const delay = retryDelayMs(retry, retryAfter, options.retry);
        if (delay !== undefined) {
          await options.sleep(delay);
          continue;
        }
      }
      throw toStoreError(request, url, response.status, json, retryAfter);
    }
  }

  return { send, budget: () => budget };
}

function toStoreError(request: StoreRequest, url: URL, status: number, json: unknown, retryAfter: number | undefined): StoreError {
  const entries = toErrorEntries(json);
  const first = entries[0];
  const summary = first ? `${first.code}: ${first.title}${first.detail ? ` - ${first.detail}` : ""}` : `HTTP ${status}`;
  return new StoreError(kindForStatus(status, first?.code), `${request.method} ${url.pathname} failed with ${status} (${summary})`, {
    status,
    retryAfter,
    entries,
  });
}
