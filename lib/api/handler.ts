import "server-only";

import type { NextRequest } from "next/server";
import type { z } from "zod";

import { methodNotAllowed } from "@/lib/api/allowed-methods";
import { bearerToken, identityForAccessToken, type AccessTokenIdentity } from "@/lib/auth/access-token-auth";
import { userForSession } from "@/lib/auth/authenticate";
import { readSessionClaims, type SessionClaims } from "@/lib/auth/session-token";
import type { User } from "@/lib/db/generated/client";
import { env } from "@/lib/env";
import { answerOnce } from "@/lib/idempotency/idempotency-keys";
import { clientAddress } from "@/lib/http/client-address";
import { refuseCrossSiteWrite } from "@/lib/http/cross-site";
import { ApiError } from "@/lib/http/errors";
import type { Operation, ReplyFor, Responses } from "@/lib/http/operation";
import { parseInput, type ParsedInput, type RouteContext } from "@/lib/http/parse-input";
import { problemResponse, toApiError } from "@/lib/http/problem";
import { consumeRateLimit, rateLimitHeaders } from "@/lib/http/rate-limits";
import type { Reply } from "@/lib/http/reply";
import { REQUEST_ID_HEADER, requestIdFor, requestScope, runInRequestScope } from "@/lib/http/request-context";
import { logRequest, withLogContext } from "@/lib/log";

interface BaseContext {
  request: NextRequest;
  requestId: string;
}

export type PublicContext<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> = ParsedInput<P, Q, B> & BaseContext;
/** How the caller proved who they are: a session cookie, or a personal access token with its scope. */
export type RequestAuth = { kind: "session"; sessionId: string } | { kind: "token"; tokenId: string; scope: AccessTokenIdentity["scope"] };

/** The caller's session, or null for a token (operations marked `sessionOnly` always have one). */
export const currentSessionId = (auth: RequestAuth): string | null => (auth.kind === "session" ? auth.sessionId : null);

export type AuthenticatedContext<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> = PublicContext<P, Q, B> & {
  user: User;
  auth: RequestAuth;
};

type RouteHandler = (request: NextRequest, context: RouteContext) => Promise<Response>;

/** Wraps an operation that needs a signed-in user (or an admin, per `operation.access`). */
export function handle<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends Responses>(
  operation: Operation<P, Q, B, R>,
  run: (context: AuthenticatedContext<P, Q, B>) => Promise<ReplyFor<R>>,
): RouteHandler {
  if (operation.access === "public") throw new Error(`${operation.operationId} is public: use handlePublic`);
  // With an Idempotency-Key, a retry of an operation that creates or starts something gets the first answer.
  const runOnce = (context: AuthenticatedContext<P, Q, B>): Promise<ReplyFor<R>> =>
    answerOnce(
      {
        key: operation.idempotent ? context.request.headers.get("idempotency-key") : null,
        userId: context.user.id,
        method: context.request.method,
        path: context.request.nextUrl.pathname,
        body: context.body,
      },
      () => run(context),
    );
  return wrap(operation, async (base) => {
    const token = bearerToken(base.request);
    if (token !== null) {
      // A personal access token. Not sent by browsers on their own, so no CSRF guard: the
      // budget is its user's (as for their sessions), or the client address's when it is refused.
      const identity = await identityForAccessToken(token).catch(async (error: unknown) => {
        await base.spendRateLimit(clientAddress(base.request));
        throw error;
      });
      await base.spendRateLimit(identity.user.id);
      authorizeToken(identity, operation, base.request.method);
      const auth: RequestAuth = { kind: "token", tokenId: identity.tokenId, scope: identity.scope };
      const input = await parseInput(operation, base.request, base.routeContext);
      if (!identity.teamId) return runOnce({ ...input, ...base, user: identity.user, auth });
      // A token limited to one team: every team lookup below sees that team only.
      const scope = { ...requestScope()!, teamLimit: identity.teamId };
      return runInRequestScope(scope, () => runOnce({ ...input, ...base, user: identity.user, auth }));
    }
    // The budget is spent before anything reads the database: by user once the token names
    // one, by client address otherwise, so floods of unauthenticated requests are throttled too.
    const claims = await readSessionClaims(base.request);
    if (claims) {
      refuseCrossSiteWrite(base.request, {
        changesState: operation.changesState,
        multipart: operation.bodyContentType === "multipart/form-data",
      });
    }
    await base.spendRateLimit(claims?.userId ?? clientAddress(base.request));
    const { user, sessionId } = await authorize(claims, operation);
    const auth: RequestAuth = { kind: "session", sessionId };
    return runOnce({ ...(await parseInput(operation, base.request, base.routeContext)), ...base, user, auth });
  });
}

/** Wraps an operation anyone may call. */
export function handlePublic<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends Responses>(
  operation: Operation<P, Q, B, R>,
  run: (context: PublicContext<P, Q, B>) => Promise<ReplyFor<R>>,
): RouteHandler {
  if (operation.access !== "public") throw new Error(`${operation.operationId} is not public: use handle`);
  return wrap(operation, async (base) => {
    if (operation.rateLimit !== false) await base.spendRateLimit(clientAddress(base.request));
    return run({ ...(await parseInput(operation, base.request, base.routeContext)), ...base });
  });
}

interface WrapContext extends BaseContext {
  routeContext: RouteContext;
  spendRateLimit(key: string): Promise<void>;
}

/** Request id, log context, rate-limit headers, error mapping and serialization: shared by both wrappers. */
function wrap(operation: Operation, body: (context: WrapContext) => Promise<Reply>): RouteHandler {
  return (request, routeContext) => {
    // Next.js answers HEAD with the GET handler: a GET that changes something must not run for it.
    if (operation.changesState && request.method === "HEAD") return methodNotAllowed(request);
    const requestId = requestIdFor(request);
    const scope = { clientAddress: clientAddress(request), userAgent: request.headers.get("user-agent") };
    return runInRequestScope(scope, () =>
      withLogContext({ requestId }, async () => {
        const started = performance.now();
        let limitHeaders: Record<string, string> = {};
        const context: WrapContext = {
          request,
          requestId,
          routeContext,
          async spendRateLimit(key) {
            limitHeaders = rateLimitHeaders(await consumeRateLimit(operation.rateLimit || "api", key));
          },
        };
        let response: Response;
        try {
          response = serialize(operation, await body(context));
        } catch (error) {
          response = problemResponse(toApiError(error), requestId, request.nextUrl.pathname);
        }
        for (const [name, value] of Object.entries(limitHeaders)) {
          if (!response.headers.has(name)) response.headers.set(name, value);
        }
        response.headers.set(REQUEST_ID_HEADER, requestId);
        response.headers.set("Cache-Control", "no-store");
        logRequest({
          method: request.method,
          path: request.nextUrl.pathname,
          status: response.status,
          ms: Math.round(performance.now() - started),
        });
        return response;
      }),
    );
  };
}

async function authorize(claims: SessionClaims | null, operation: Operation): Promise<{ user: User; sessionId: string }> {
  if (!claims) {
    throw new ApiError("unauthenticated", "Sign in first: this operation needs a session cookie or `Authorization: Bearer <token>`.");
  }
  const user = await userForSession(claims);
  if (operation.access === "admin" && user.role !== "admin") {
    throw new ApiError("forbidden", "This operation is for administrators.");
  }
  return { user, sessionId: claims.sessionId };
}

/**
 * What a token's scope allows: `read` only reads (GET, except a GET marked `changesState`); `read_write` also writes; admin
 * operations need an `admin` token (which only an admin can create) of a user who is still an
 * admin. Operations that manage the account's credentials take no token at all.
 */
function authorizeToken(identity: AccessTokenIdentity, operation: Operation, method: string): void {
  if (operation.sessionOnly) {
    throw new ApiError("insufficient_scope", "This operation needs a signed-in session; access tokens cannot manage the account.");
  }
  if (operation.access === "admin") {
    if (identity.scope !== "admin") throw new ApiError("insufficient_scope", "Administration needs a token with the admin scope.");
    if (identity.user.role !== "admin") throw new ApiError("forbidden", "This operation is for administrators.");
    return;
  }
  if (identity.scope === "read" && ((method !== "GET" && method !== "HEAD") || operation.changesState)) {
    throw new ApiError("insufficient_scope", "This token may only read; create a read_write token to make changes.");
  }
}

function serialize(operation: Operation, reply: Reply): Response {
  const spec = operation.responses[reply.status];
  if (env().NODE_ENV === "test") {
    // In tests every answer is checked against its documented status and schema, so OpenAPI
    // cannot lie (the types already refuse an undeclared status; this catches casts and `any`).
    if (!spec) throw new Error(`${operation.operationId} answered ${reply.status}, which it does not document`);
    spec.schema?.parse(reply.body);
  }
  if (reply.status === 204 || reply.body === undefined) return new Response(null, { status: reply.status, headers: reply.headers });
  return Response.json(reply.body, { status: reply.status, headers: reply.headers });
}
