import { NextResponse, type NextRequest } from "next/server";

/** next-auth's session cookie (`__Secure-` when APP_URL is https; `.0`, `.1`… when chunked). */
const SESSION_COOKIES = ["next-auth.session-token", "__Secure-next-auth.session-token"];

const hasSessionCookie = (request: NextRequest) =>
  request.cookies.getAll().some(({ name }) => SESSION_COOKIES.some((cookie) => name === cookie || name.startsWith(`${cookie}.`)));

/**
 * Two jobs, each on its own paths (see `config.matcher`):
 *
 * - API: Next.js answers a path with malformed percent-encoding (`/api/x/%E0%A4%A`) with a bare
 *   500 while decoding route parameters, before any handler runs. Catch it here and answer what
 *   it is: a client error, as problem details like every other API error.
 * - Dashboard and admin pages: a visitor without a session cookie is sent to sign in at once.
 *   Only the cookie's presence is checked here (no database); the pages check the session itself
 *   and send an expired or revoked one to sign in too.
 */
export function proxy(request: NextRequest): NextResponse | undefined {
  const { pathname, search } = request.nextUrl;
  if (pathname.startsWith("/api/")) return malformedPathProblem(pathname);
  if (hasSessionCookie(request)) return undefined;
  const signIn = new URL("/signin", request.url);
  signIn.searchParams.set("callbackUrl", `${pathname}${search}`);
  return NextResponse.redirect(signIn);
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
// it runs on), and the signed-in pages.
export const config = { matcher: ["/api/(.*%.*)", "/apps/:path*", "/support/:path*", "/settings/:path*", "/admin/:path*"] };
