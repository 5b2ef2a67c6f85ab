import { allowFor, methodNotAllowed } from "./allowed-methods";

/**
 * Every API route file re-exports these (`export * from "@/lib/api/method-not-allowed"`):
 * the methods a route defines itself take precedence over re-exported ones (ES module rules), so
 * the others answer 405 as problem details with the `Allow` header, instead of Next's empty 405.
 * The allowed methods come from the operations table, the same one OpenAPI is built from.
 */

/** OPTIONS: the methods this path really serves (Next's own answer would list the 405 handlers too). */
export async function OPTIONS(request: Request): Promise<Response> {
  const allow = allowFor(new URL(request.url).pathname);
  return new Response(null, { status: 204, headers: allow ? { Allow: `${allow}, OPTIONS` } : {} });
}

/** Marks these handlers, so tests that list what routes serve can tell them from real ones. */
export const METHOD_NOT_ALLOWED = Symbol.for("app-publishing-service.method-not-allowed");
const marked = Object.assign((request: Request) => methodNotAllowed(request), { [METHOD_NOT_ALLOWED]: true });

export const GET = marked;
export const POST = marked;
export const PUT = marked;
export const PATCH = marked;
export const DELETE = marked;
