import { ApiError, noOperationHere } from "@/lib/http/errors";
import { problemResponse } from "@/lib/http/problem";
import { REQUEST_ID_HEADER, requestIdFor } from "@/lib/http/request-context";
import { operations } from "@/lib/openapi/operations";

// The methods each API path serves, from the operations table (the one OpenAPI is built from), and
// the 405 answer for the others. Used by the re-exported 405 handlers (./method-not-allowed.ts) and
// by the route pipeline (a GET that changes something refuses HEAD). next-auth's actions are in the
// table too: a path under its catch-all that none of them is answers 404 (lib/auth/route-handler.ts).

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
  return entry ? [...entry.methods].sort().join(", ") : "";
}

/**
 * A 405 problem for this request, with the path's `Allow` header; a path no operation serves (an
 * unknown action under next-auth's catch-all) is `404`, whatever the method.
 */
export async function methodNotAllowed(request: Request): Promise<Response> {
  const requestId = requestIdFor(request);
  const pathname = new URL(request.url).pathname;
  const allow = allowFor(pathname);
  const response = problemResponse(
    allow ? new ApiError("method_not_allowed", `${request.method} is not supported here; use ${allow}.`) : noOperationHere(),
    requestId,
    pathname,
  );
  if (allow) response.headers.set("Allow", allow);
  response.headers.set(REQUEST_ID_HEADER, requestId);
  return response;
}
