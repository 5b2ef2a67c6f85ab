/**
 * The API exchanges a test file makes through test/api-client.ts (requests to `/api/…` and their
 * JSON answers), kept until the file ends, when test/contract/check-exchanges.ts holds each one
 * against the served OpenAPI document.
 */
export interface Exchange {
  method: string;
  /** The path with its query, e.g. `/api/apps/…/reviews?limit=5`. */
  url: string;
  /** The JSON body sent, when one was (undefined otherwise, or when it was not JSON). */
  requestBody?: unknown;
  status: number;
  /** The answer's media type without parameters, e.g. `application/problem+json`. */
  contentType: string;
  responseBody: unknown;
}

const KEY = Symbol.for("app-publishing-service.test-exchanges");
type Holder = { [KEY]?: Exchange[] };

/** Keeps an exchange for the file's check (requests outside `/api/` are not the API's). */
export function recordExchange(exchange: Exchange): void {
  if (!exchange.url.startsWith("/api/")) return;
  ((globalThis as Holder)[KEY] ??= []).push(exchange);
}

/** The file's exchanges so far, forgotten here. */
export function takeExchanges(): Exchange[] {
  const taken = (globalThis as Holder)[KEY] ?? [];
  (globalThis as Holder)[KEY] = [];
  return taken;
}
