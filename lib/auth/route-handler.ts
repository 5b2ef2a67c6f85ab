import "server-only";

import NextAuth from "next-auth";
import type { NextRequest } from "next/server";

import { env } from "@/lib/env";
import { ApiError } from "@/lib/http/errors";
import { problemResponse, toApiError } from "@/lib/http/problem";
import { readTextCapped } from "@/lib/http/read-body";
import { consumeRateLimit, rateLimitHeaders, type RateLimitState } from "@/lib/http/rate-limits";
import { clientIp, REQUEST_ID_HEADER, requestIdFor } from "@/lib/http/request-context";
import { log, withLogContext } from "@/lib/log";

import { authOptions, BANNED_SIGN_IN_ERROR } from "./options";

/**
 * Serves next-auth's endpoints from the web `Request` alone. next-auth's App Router adapter
 * reads `next/headers`, which ties it to Next's request scope; its API-route form
 * `NextAuth(req, res, options)` needs only plain objects, so this builds those. It adds what
 * every route of ours has: a request id, a rate limit (sign-in per client address) and
 * problem details for failed sign-ins made by API clients.
 */
export async function nextAuthRoute(request: NextRequest): Promise<Response> {
  const requestId = requestIdFor(request);
  return withLogContext({ requestId }, async () => {
    let limit: RateLimitState | undefined;
    let response: Response;
    const url = new URL(request.url);
    try {
      const segments = url.pathname.split("/").slice(3).filter(Boolean).map(decodeURIComponent);
      const isSignIn = segments[0] === "callback" && request.method === "POST";
      limit = await consumeRateLimit(isSignIn ? "auth" : "api", clientIp(request));
      // next-auth derives its base URL from NEXTAUTH_URL; keep it in step with APP_URL.
      process.env.NEXTAUTH_URL ??= env().APP_URL;
      const body = await formBody(request);
      const captured = new CapturedResponse();
      await NextAuth(apiRequest(request, url, segments, body) as never, captured as never, authOptions());
      response = signInProblem(segments[0], request.method, captured, body?.json === "true") ?? captured.toResponse();
    } catch (error) {
      response = problemResponse(toApiError(error), requestId, url.pathname);
    }
    if (limit) for (const [name, value] of Object.entries(rateLimitHeaders(limit))) response.headers.set(name, value);
    response.headers.set(REQUEST_ID_HEADER, requestId);
    response.headers.set("Cache-Control", "no-store");
    log.info({ method: request.method, path: url.pathname, status: response.status }, "request");
    return response;
  });
}

/** next-auth reads form or JSON bodies (the next-auth browser client posts forms). */
async function formBody(request: Request): Promise<Record<string, string> | undefined> {
  if (request.method !== "POST") return undefined;
  const type = request.headers.get("content-type") ?? "";
  const text = await readTextCapped(request);
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
