import { NextResponse, type NextRequest } from "next/server";

import { contentSecurityPolicy } from "@/lib/http/content-security-policy";

/** next-auth's session cookie (`__Secure-` when APP_URL is https; `.0`, `.1`… when chunked). */
const SESSION_COOKIES = ["next-auth.session-token", "__Secure-next-auth.session-token"];
const SIGNED_IN_PAGES = ["/apps", "/teams", "/invitations", "/support", "/settings", "/admin"];

const hasSessionCookie = (request: NextRequest) =>
  request.cookies.getAll().some(({ name }) => SESSION_COOKIES.some((cookie) => name === cookie || name.startsWith(`${cookie}.`)));

/**
 * Runs before the routes it matches (see `config.matcher`):
 *
 * - API paths with percent-escapes: Next.js answers malformed percent-encoding
 *   (`/api/x/%E0%A4%A`) with a bare 500 while decoding route parameters, before any handler
 *   runs. Caught here and answered as what it is, a client error in problem details.
 * - Pages: a Content-Security-Policy with a fresh nonce for this request (Next.js reads it from
 *   the request's header and puts the nonce on its scripts; the pages render per request for it).
 *   A visitor of a signed-in page without a session cookie is sent to sign in at once. Only the
 *   cookie's presence is checked here (no database); the pages check the session itself.
 */
export function proxy(request: NextRequest): NextResponse | undefined {
  const { pathname, search } = request.nextUrl;
  if (pathname.startsWith("/api/")) return malformedPathProblem(pathname);

  if (SIGNED_IN_PAGES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)) && !hasSessionCookie(request)) {
    const signIn = new URL("/signin", request.url);
    signIn.searchParams.set("callbackUrl", `${pathname}${search}`);
    return NextResponse.redirect(signIn);
  }

  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
  const policy = contentSecurityPolicy(nonce, {
    development: process.env.NODE_ENV === "development",
    https: request.nextUrl.protocol === "https:",
  });
  const headers = new Headers(request.headers);
  headers.set("x-nonce", nonce);
  headers.set("Content-Security-Policy", policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

function malformedPathProblem(pathname: string): NextResponse | undefined {
  try {
    decodeURIComponent(pathname);
    return undefined;
  } catch {
    return NextResponse.json(
      {
        type: "/docs#error-validation_failed",
        title: "The request is invalid",
        status: 400,
        detail: "The URL path is not valid percent-encoded UTF-8.",
        code: "validation_failed",
      },
      { status: 400, headers: { "Content-Type": "application/problem+json" } },
    );
  }
}

// API paths only with percent-escapes (only those can be malformed; the proxy costs every request
// it runs on), and every page; not Next's static files, the service worker, the icons, or the store
// simulator (an API: for a route behind the proxy, Next buffers up to 10 MB of the request body).
export const config = {
  matcher: ["/api/(.*%.*)", "/((?!api/|store-sim/|_next/static/|_next/image|sw\\.js|favicon\\.ico|icon|apple-icon|robots\\.txt).*)"],
};
