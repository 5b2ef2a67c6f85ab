import "server-only";

import NextAuth from "next-auth";
import type { NextRequest } from "next/server";

import { env } from "@/lib/env";
import { ApiError, noOperationHere } from "@/lib/http/errors";
import { problemResponse, toApiError } from "@/lib/http/problem";
import { BODY_LIMITS, readTextCapped } from "@/lib/http/read-body";
import { consumeRateLimit, rateLimitHeaders, type RateLimitState } from "@/lib/http/rate-limits";
import { clientAddress } from "@/lib/http/client-address";
import { REQUEST_ID_HEADER, requestIdFor, runInRequestScope } from "@/lib/http/request-context";
import { log, withLogContext } from "@/lib/log";
import { sameOriginPath } from "@/lib/net/same-origin-path";

import { nextAuthOperations } from "./operations";
import { authOptions, BANNED_SIGN_IN_ERROR } from "./options";
import { sessionCookieName } from "./session-token";
import { assertSignInAllowed, recordSignInFailure, recordSignInSuccess } from "./sign-in-protection";

/**
 * Serves next-auth's endpoints from the web `Request` alone. next-auth's App Router adapter
 * reads `next/headers`, which ties it to Next's request scope; its API-route form
 * `NextAuth(req, res, options)` needs only plain objects, so this builds those. It adds what
 * every route of ours has: a request id, a rate limit (sign-in per client address), brute-force
 * protection per account, safe redirect targets, and problem details for failed sign-ins made
 * by API clients.
 */
export async function nextAuthRoute(request: NextRequest): Promise<Response> {
  const requestId = requestIdFor(request);
  const caller = { clientAddress: clientAddress(request), userAgent: request.headers.get("user-agent") };
  return runInRequestScope(caller, () =>
    withLogContext({ requestId }, async () => {
      let limit: RateLimitState | undefined;
      let response: Response;
      const url = new URL(request.url);
      try {
        assertServed(request.method, url.pathname);
        const segments = url.pathname.split("/").slice(3).filter(Boolean).map(decodeURIComponent);
        const isSignIn = segments[0] === "callback" && request.method === "POST";
        limit = await consumeRateLimit(isSignIn ? "auth" : "api", caller.clientAddress);
        // next-auth derives its base URL from NEXTAUTH_URL; keep it in step with APP_URL.
        process.env.NEXTAUTH_URL ??= env().APP_URL;
        const body = await formBody(request);
        assertCallbackUrls(url, body);
        const attempt = isSignIn ? { email: body?.email ?? "", clientAddress: caller.clientAddress } : null;
        if (attempt) await assertSignInAllowed(attempt);
        const captured = new CapturedResponse();
        await NextAuth(apiRequest(request, url, segments, body) as never, captured as never, authOptions());
        if (attempt) await recordSignInOutcome(attempt, captured);
        response = signInProblem(segments[0], request.method, captured, body?.json === "true") ?? captured.toResponse();
      } catch (error) {
        response = problemResponse(toApiError(error), requestId, url.pathname);
      }
      if (limit) for (const [name, value] of Object.entries(rateLimitHeaders(limit))) response.headers.set(name, value);
      response.headers.set(REQUEST_ID_HEADER, requestId);
      response.headers.set("Cache-Control", "no-store");
      log.info({ method: request.method, path: url.pathname, status: response.status }, "request");
      return response;
    }),
  );
}

/**
 * Only the actions the API documents reach next-auth (`nextAuthOperations`: the CSRF token, the
 * credentials sign-in, the session, sign-out), each with its method: another method is `405` with
 * `Allow`, another action `404`, as on every other path, rather than next-auth's own text answers
 * (a `400`, or a `500` for a callback it cannot serve).
 */
function assertServed(method: string, pathname: string): void {
  const methods = nextAuthOperations
    .filter((operation) => `/api${operation.path}` === pathname)
    .map((operation) => operation.method.toUpperCase());
  if (methods.length === 0) throw noOperationHere();
  // Next.js answers HEAD with the GET handler.
  if (methods.includes(method) || (method === "HEAD" && methods.includes("GET"))) return;
  const allow = methods.sort().join(", ");
  throw new ApiError("method_not_allowed", `${method} is not supported here; use ${allow}.`, { headers: { Allow: allow } });
}

/**
 * Where next-auth may send the browser afterwards (`callbackUrl` in the query or the body):
 * a page of this site, or the request is refused (next-auth itself would throw on a value that
 * is not a URL, and follow any same-origin check a tab or newline can fool).
 */
function assertCallbackUrls(url: URL, body: Record<string, string> | undefined): void {
  const origin = env().APP_URL;
  for (const [location, value] of [
    ["query", url.searchParams.get("callbackUrl")],
    ["body", body?.callbackUrl],
  ] as const) {
    if (value != null && sameOriginPath(value, origin) === null) {
      throw new ApiError("validation_failed", "callbackUrl must be a page of this site.", {
        errors: [{ path: `${location}.callbackUrl`, message: "Must be a path on this site, such as /apps" }],
      });
    }
  }
}

/** A failed password counts against the account; a sign-in that set a session clears its count. */
async function recordSignInOutcome(attempt: { email: string; clientAddress: string }, captured: CapturedResponse): Promise<void> {
  if (captured.setsSessionCookie()) await recordSignInSuccess(attempt);
  else if (captured.failedWith() === "CredentialsSignin") await recordSignInFailure(attempt);
}

/** next-auth reads form or JSON bodies (the next-auth browser client posts forms). */
async function formBody(request: Request): Promise<Record<string, string> | undefined> {
  if (request.method !== "POST") return undefined;
  const type = request.headers.get("content-type") ?? "";
  const text = await readTextCapped(request, BODY_LIMITS.form);
  if (type.includes("application/x-www-form-urlencoded")) return Object.fromEntries(new URLSearchParams(text));
  if (type.includes("application/json") && text.trim()) {
    try {
      const parsed = JSON.parse(text) as unknown;
      if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) {
        return Object.fromEntries(Object.entries(parsed).map(([key, value]) => [key, String(value)]));
      }
    } catch {
      throw new ApiError("invalid_json");
    }
    throw new ApiError("validation_failed", "The body must be a JSON object or a form.");
  }
  return {};
}

function apiRequest(request: NextRequest, url: URL, segments: string[], body: Record<string, string> | undefined) {
  return {
    method: request.method,
    headers: Object.fromEntries(request.headers),
    cookies: Object.fromEntries(request.cookies.getAll().map((cookie) => [cookie.name, cookie.value])),
    query: { ...Object.fromEntries(url.searchParams), nextauth: segments },
    body,
  };
}

/** The subset of Node's ServerResponse that next-auth's API-route handler uses. */
class CapturedResponse {
  code = 200;
  headers = new Headers();
  body: string | null = null;

  getHeader(name: string) {
    return name.toLowerCase() === "set-cookie" ? this.headers.getSetCookie() : (this.headers.get(name) ?? undefined);
  }
  setHeader(name: string, value: string | string[]) {
    if (name.toLowerCase() === "set-cookie") {
      this.headers.delete("set-cookie");
      for (const cookie of [value].flat()) this.headers.append("set-cookie", cookie);
    } else {
      this.headers.set(name, String(value));
    }
    return this;
  }
  status(code: number) {
    this.code = code;
    return this;
  }
  send(body: unknown) {
    if (typeof body === "string") this.body = body;
    else if (body !== undefined) return this.json(body);
    return this;
  }
  json(body: unknown) {
    this.headers.set("content-type", "application/json");
    this.body = JSON.stringify(body);
    return this;
  }
  end() {
    return this;
  }
  redirectTarget(): string | null {
    return this.code >= 300 && this.code < 400 ? this.headers.get("location") : null;
  }
  setsSessionCookie(): boolean {
    return this.headers.getSetCookie().some((cookie) => new RegExp(`^${sessionCookieName()}=[^;]`).test(cookie));
  }
  /** next-auth's error code (`CredentialsSignin`, …) when it answered with its error page, as a redirect or `{url}`. */
  failedWith(): string | null {
    let target = this.redirectTarget();
    if (!target && this.body) {
      try {
        target = (JSON.parse(this.body) as { url?: unknown }).url as string | null;
      } catch {
        target = null;
      }
    }
    if (typeof target !== "string") return null;
    const parsed = new URL(target, "http://placeholder");
    return parsed.pathname.endsWith("/error") ? parsed.searchParams.get("error") : null;
  }
  toResponse(): Response {
    const empty = this.code === 204 || (this.code >= 300 && this.code < 400);
    return new Response(empty ? null : this.body, { status: this.code, headers: this.headers });
  }
}

/**
 * next-auth answers a failed sign-in with a redirect to its error page. Browsers using the
 * next-auth client (`json=true`) keep that; API clients get problem details instead.
 */
function signInProblem(action: string | undefined, method: string, captured: CapturedResponse, wantsJson: boolean): Response | null {
  const redirect = captured.redirectTarget();
  if (wantsJson || method !== "POST" || (action !== "callback" && action !== "signout") || !redirect) return null;
  const target = new URL(redirect, "http://placeholder");
  if (target.searchParams.get("csrf") === "true") return problemResponse(new ApiError("csrf_failed"));
  if (action !== "callback" || !target.pathname.endsWith("/error")) return null;
  if (target.searchParams.get("error") === BANNED_SIGN_IN_ERROR) {
    return problemResponse(new ApiError("banned", "This account is banned and cannot sign in."));
  }
  return problemResponse(new ApiError("invalid_credentials"));
}
