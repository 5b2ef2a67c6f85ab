import { NextResponse, type NextRequest } from "next/server";

/**
 * Next.js answers a path with malformed percent-encoding (`/api/x/%E0%A4%A`) with a bare
 * 500 while decoding route parameters, before any handler runs. Catch it here and answer
 * what it is: a client error, as problem details like every other API error.
 */
export function proxy(request: NextRequest): NextResponse | undefined {
  try {
    decodeURIComponent(request.nextUrl.pathname);
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

// Only paths with percent-escapes can be malformed; others skip the proxy (it costs every request it runs on).
export const config = { matcher: "/api/(.*%.*)" };
