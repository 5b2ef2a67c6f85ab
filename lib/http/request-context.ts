import { randomUUID } from "node:crypto";

export const REQUEST_ID_HEADER = "X-Request-Id";

// A caller's own id is kept when it is short and plain, so it can correlate its logs with ours.
const ACCEPTABLE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdFor(request: Request): string {
  const incoming = request.headers.get(REQUEST_ID_HEADER);
  return incoming && ACCEPTABLE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * The client address for per-IP budgets. Next's server sets X-Forwarded-For from the socket;
 * behind a proxy, the proxy must set it (the left-most entry is the original client).
 */
export function clientIp(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || request.headers.get("x-real-ip") || "unknown";
}
