// One request to ASC: sign, send, retry 429/5xx with backoff, draw on the key's hourly budget
// (the injected shared one, and the last figure this client saw) and turn failures into StoreError.
// Every attempt has a timeout, a person's request an overall deadline, and an answer is read only
// up to a size; a success must be JSON when JSON was asked for. Everything above this file deals in
// parsed documents.

import type { Clock } from "./credentials";
import { kindForStatus, StoreError, toErrorEntries } from "./errors";
import { jsonStringCutter } from "./json-string-cut";
import { parseRateLimitHeader, type RateBudget } from "./rate-limit";
import type { RequestBudget } from "./request-budget";
import { isRetryableStatus, parseRetryAfter, retryDelayMs, type RetryOptions } from "./retry";
import type { TokenProvider } from "./token";

export type QueryValue = string | number | boolean | readonly string[] | undefined;
export type Query = Readonly<Record<string, QueryValue>>;

interface TransportOptions {
  baseUrl: string;
  tokens: TokenProvider;
  fetch: typeof fetch;
  clock: Clock;
  sleep: (ms: number) => Promise<void>;
  retry: RetryOptions;
  /** The key's budget shared with every other client of the key; asked before each attempt. */
  requestBudget?: RequestBudget;
  /** One attempt (sending, and reading the whole answer) may take at most this long. */
  timeoutMs: number;
  /**
   * A request a person waits on: all its attempts and the waits between them end within this many
   * milliseconds of its start (a `timeout` error), whatever the store does.
   */
  deadlineMs?: number;
  /** An answer larger than this is not read (an `invalid_response` error). */
  maxResponseBytes: number;
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

interface Transport {
  send(request: StoreRequest): Promise<StoreResponse>;
  budget(): RateBudget | undefined;
}

/** ASC takes arrays as comma-separated values: include=a,b and fields[apps]=name,sku. */
function buildUrl(baseUrl: string, path: string, query: Query = {}): URL {
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

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} seconds`;
const NOT_ANSWERING = "App Store Connect is not answering.";

export function createTransport(options: TransportOptions): Transport {
  let budget: RateBudget | undefined;

  /**
   * Sends one attempt and reads its whole answer, both within `timeoutMs`. The abort asks the
   * fetch to stop, but the deadline does not depend on it: a fetch that ignores its signal (an
   * in-process store, a stuck stream) loses the race against the timer, and its late answer is
   * dropped.
   */
  async function attempt(request: StoreRequest, url: URL, timeoutMs: number): Promise<{ response: Response; bytes: Uint8Array }> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${await options.tokens.token()}`,
      accept: request.accept ?? "application/json",
    };
    let body: string | undefined;
    if (request.body !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(request.body);
    }
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new DOMException("The store's deadline passed", "TimeoutError"));
      }, timeoutMs);
    });
    const exchange = (async () => {
      // A redirect is an answer of its own (`redirected`), never followed with the key's token.
      const response = await options.fetch(url, { method: request.method, headers, body, signal: controller.signal, redirect: "manual" });
      return { response, bytes: await readCapped(response, options.maxResponseBytes, request, url) };
    })();
    // Past the deadline nobody waits for it: how it ends is dropped, a failure included.
    exchange.catch(() => undefined);
    try {
      return await Promise.race([exchange, expired]);
    } catch (cause) {
      if (cause instanceof StoreError) throw cause;
      if (controller.signal.aborted) {
        throw new StoreError("timeout", `The store did not answer within ${seconds(timeoutMs)} (${request.method} ${url.pathname})`, {
          cause,
          summary: NOT_ANSWERING,
        });
      }
      throw new StoreError("unavailable", `The store could not be reached (${request.method} ${url.pathname})`, { cause });
    } finally {
      clearTimeout(timer);
    }
  }

  async function send(request: StoreRequest): Promise<StoreResponse> {
    const url = buildUrl(options.baseUrl, request.path, request.query);
    const deadline = options.deadlineMs === undefined ? Infinity : options.clock() + options.deadlineMs;
    const pastDeadline = () =>
      new StoreError("timeout", `The store did not answer within ${seconds(options.deadlineMs ?? 0)} (${request.method} ${url.pathname})`, {
        summary: NOT_ANSWERING,
      });
    /** Waits `delay` before the next attempt, or says there is no time left for one. */
    const waitBeforeRetry = async (delay: number): Promise<boolean> => {
      if (options.clock() + delay >= deadline) return false;
      await options.sleep(delay);
      return true;
    };
    for (let retry = 0; ; retry++) {
      // Without a shared budget, this client's last figure is all it knows of the key's hour.
      if (!options.requestBudget && budget && budget.remaining <= 0 && options.clock() - budget.observedAt < EXHAUSTED_PROBE_MS) {
        throw new StoreError("rate_limited", "The hourly request budget of this key is spent", {
          retryAfter: Math.ceil((budget.observedAt + EXHAUSTED_PROBE_MS - options.clock()) / 1000),
        });
      }
      const left = deadline - options.clock();
      if (left <= 0) throw pastDeadline();
      const claim = await options.requestBudget?.take();
      let response: Response;
      let bytes: Uint8Array;
      try {
        ({ response, bytes } = await attempt(request, url, Math.min(options.timeoutMs, left)));
      } catch (error) {
        // It may or may not have reached the store: count it as spent.
        await options.requestBudget?.observe(undefined, claim);
        // No answer (in time): retry only methods that are safe to repeat (a POST may have been applied).
        const delay =
          request.method !== "POST" && error instanceof StoreError && (error.kind === "unavailable" || error.kind === "timeout")
            ? retryDelayMs(retry, undefined, options.retry)
            : undefined;
        if (delay === undefined || !(await waitBeforeRetry(delay))) throw error;
        continue;
      }
      const figure = parseRateLimitHeader(response.headers.get("x-rate-limit"), options.clock());
      // A refused token was not the key, and an outage's answer may not come from the part of
      // the store that counts: only other responses' figures describe the key's hour.
      await options.requestBudget?.observe(response.status === 401 || response.status >= 500 ? undefined : figure, claim);
      budget = figure ?? budget;
      if (response.status >= 300 && response.status < 400) throw redirected(request, url, response.status);
      const isJson = (response.headers.get("content-type") ?? "").includes("json");
      if (response.ok) {
        const wantsJson = (request.accept ?? "application/json").includes("json");
        const json = wantsJson ? successJson(bytes, isJson, request, url) : undefined;
        return { status: response.status, headers: response.headers, json, bytes };
      }
      const json = isJson ? parseJson(bytes) : undefined;
      const retryAfter = parseRetryAfter(response.headers.get("retry-after"), options.clock());
      if (isRetryableStatus(response.status, request.method)) {
        const delay = retryDelayMs(retry, retryAfter, options.retry);
        if (delay !== undefined && (await waitBeforeRetry(delay))) continue;
      }
      throw toStoreError(request, url, response.status, json, retryAfter);
    }
  }

  return { send, budget: () => budget };
}

/**
 * The answer's bytes, read until `limit`: past it, the rest is not read (nor kept). A JSON answer's
 * strings are cut as they arrive (./json-string-cut.ts): what is parsed is never larger than what
 * the service could keep of it.
 */
async function readCapped(response: Response, limit: number, request: StoreRequest, url: URL): Promise<Uint8Array> {
  if (Number(response.headers.get("content-length") ?? 0) > limit) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge(limit, request, url);
  }
  if (!response.body) return new Uint8Array();
  const cut = (response.headers.get("content-type") ?? "").includes("json") ? jsonStringCutter() : undefined;
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(limit, request, url);
    }
    chunks.push(cut ? cut(value) : value);
  }
  return chunks.length === 1 ? chunks[0]! : new Uint8Array(Buffer.concat(chunks));
}

/**
 * App Store Connect does not redirect its API: a redirect comes from something between (a proxy,
 * a captive portal, a wrong base URL), and following it would send the key's token elsewhere or
 * read someone else's refusal as the key's.
 */
const redirected = (request: StoreRequest, url: URL, status: number) =>
  new StoreError("invalid_response", `The store redirected the request (HTTP ${status}, ${request.method} ${url.pathname})`, {
    status,
    summary: `App Store Connect's address answered with a redirect elsewhere (HTTP ${status}), which the service does not follow.`,
  });

const tooLarge = (limit: number, request: StoreRequest, url: URL) =>
  new StoreError("invalid_response", `The store's answer was larger than ${limit} bytes (${request.method} ${url.pathname})`, {
    summary: `App Store Connect sent an answer larger than the ${Math.round(limit / 1024 / 1024)} MB the service reads.`,
  });

function parseJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return undefined;
  }
}

/**
 * A success's JSON document. An empty answer (204, or a DELETE's) has none; anything else that is
 * not JSON, or is JSON cut short, is an answer the client cannot use: a proxy's HTML page or a
 * connection lost mid-answer must not pass for "no data".
 */
function successJson(bytes: Uint8Array, isJson: boolean, request: StoreRequest, url: URL): unknown {
  if (bytes.length === 0) return undefined;
  const where = `(${request.method} ${url.pathname})`;
  if (!isJson) {
    throw new StoreError("invalid_response", `The store answered with something other than JSON ${where}`, {
      summary: "App Store Connect answered with a web page instead of data.",
    });
  }
  const json = parseJson(bytes);
  if (json === undefined) {
    throw new StoreError("invalid_response", `The store's answer is not complete JSON ${where}`, {
      summary: "App Store Connect's answer was cut short or garbled.",
    });
  }
  return json;
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
