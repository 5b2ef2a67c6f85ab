import { ApiError } from "@/lib/http/errors";
import { problemResponse } from "@/lib/http/problem";
import { REQUEST_ID_HEADER, requestIdFor } from "@/lib/http/request-context";
import { operations } from "@/lib/openapi/operations";

// The methods each API path serves, from the operations table (the one OpenAPI is built from), and
// the 405 answer for the others. Used by the re-exported 405 handlers (./method-not-allowed.ts) and
// by the route pipeline (a GET that changes something refuses HEAD).
const NEXT_AUTH_METHODS = "GET, POST";

const allowedByPath = (() => {
  const byPattern = new Map<string, { pattern: RegExp; methods: Set<string> }>();
  for (const operation of operations) {
    const key = operation.path.replace(/\{[^}]+\}/g, "{}");
    const entry = byPattern.get(key) ?? {
      pattern: new RegExp(`^/api${key.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{\}/g, "[^/]+")}/?$`),
      methods: new Set<string>(),
    };
    entry.methods.add(operation.method.toUpperCase());
    byPattern.set(key, entry);
  }
  // Static segments first, as Next.js matches them (`/admin/jobs/stats` before `/admin/jobs/{jobId}`).
  return [...byPattern.entries()]
    .sort(([a], [b]) => (a.match(/\{\}/g)?.length ?? 0) - (b.match(/\{\}/g)?.length ?? 0))
    .map(([, entry]) => entry);
})();

export function allowFor(pathname: string): string {
  const entry = allowedByPath.find((candidate) => candidate.pattern.test(pathname));
  if (entry) return [...entry.methods].sort().join(", ");
  return pathname.startsWith("/api/auth/") ? NEXT_AUTH_METHODS : "";
}

/** A 405 problem for this request, with the path's `Allow` header. */
export async function methodNotAllowed(request: Request): Promise<Response> {
  const requestId = requestIdFor(request);
  const pathname = new URL(request.url).pathname;
  const allow = allowFor(pathname);
  const response = problemResponse(
    new ApiError("method_not_allowed", `${request.method} is not supported here${allow ? `; use ${allow}` : ""}.`),
    requestId,
    pathname,
  );
  if (allow) response.headers.set("Allow", allow);
  response.headers.set(REQUEST_ID_HEADER, requestId);
  return response;
}
