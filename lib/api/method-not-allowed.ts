import { ApiError } from "@/lib/http/errors";
import { problemResponse } from "@/lib/http/problem";
import { REQUEST_ID_HEADER, requestIdFor } from "@/lib/http/request-context";
import { operations } from "@/lib/openapi/operations";

/**
 * Every API route file re-exports these (`export * from "@/lib/api/method-not-allowed"`):
 * the methods a route defines itself take precedence over re-exported ones (ES module rules), so
 * the others answer 405 as problem details with the `Allow` header, instead of Next's empty 405.
 * The allowed methods come from the operations table, the same one OpenAPI is built from.
 */
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

function allowFor(pathname: string): string {
  const entry = allowedByPath.find((candidate) => candidate.pattern.test(pathname));
  if (entry) return [...entry.methods].sort().join(", ");
  return pathname.startsWith("/api/auth/") ? NEXT_AUTH_METHODS : "";
}

async function methodNotAllowed(request: Request): Promise<Response> {
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

/** OPTIONS: the methods this path really serves (Next's own answer would list the 405 handlers too). */
export async function OPTIONS(request: Request): Promise<Response> {
  const allow = allowFor(new URL(request.url).pathname);
  return new Response(null, { status: 204, headers: allow ? { Allow: `${allow}, OPTIONS` } : {} });
}

/** Marks these handlers, so tests that list what routes serve can tell them from real ones. */
export const METHOD_NOT_ALLOWED = Symbol.for("app-publishing-service.method-not-allowed");
const marked = Object.assign(methodNotAllowed, { [METHOD_NOT_ALLOWED]: true });

export const GET = marked;
export const POST = marked;
export const PUT = marked;
export const PATCH = marked;
export const DELETE = marked;
