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
import { etagOf, requireMatch } from "@/lib/http/etag";
import { cursorForList } from "@/lib/http/list-cursor";
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
export type RequestAuth =
  { kind: "session"; sessionId: string } | { kind: "token"; tokenId: string; scope: AccessTokenIdentity["scope"]; teamId: string | null };

/** The caller's session, or null for a token (operations marked `sessionOnly` always have one). */
export const currentSessionId = (auth: RequestAuth): string | null => (auth.kind === "session" ? auth.sessionId : null);

export type AuthenticatedContext<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> = PublicContext<P, Q, B> & {
  user: User;
  auth: RequestAuth;
};

type RouteHandler = (request: NextRequest, context: RouteContext) => Promise<Response>;

export interface HandleOptions<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> {
  /**
   * For an operation marked `ifMatch`: the edited resource as a reader sees it (null when it does
   * not exist yet), looked up as the caller may see it. Its ETag is what `If-Match` is held to.
   */
  current?: (context: AuthenticatedContext<P, Q, B>) => Promise<unknown>;
}

/** Wraps an operation that needs a signed-in user (or an admin, per `operation.access`). */
export function handle<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends Responses>(
  operation: Operation<P, Q, B, R>,
  run: (context: AuthenticatedContext<P, Q, B>) => Promise<ReplyFor<R>>,
  options: HandleOptions<P, Q, B> = {},
): RouteHandler {
  if (operation.access === "public") throw new Error(`${operation.operationId} is public: use handlePublic`);
  if (Boolean(operation.ifMatch) !== Boolean(options.current)) {
    throw new Error(`${operation.operationId}: an operation marked ifMatch, and only one, gives handle its resource's current state`);
  }
  const { current } = options;
  const guarded = current ? (context: AuthenticatedContext<P, Q, B>) => runIfMatch(context, current, run) : run;
  // With an Idempotency-Key, a retry of an operation that creates or starts something gets the first answer.
  const runOnce = (context: AuthenticatedContext<P, Q, B>): Promise<ReplyFor<R>> =>
    answerOnce(
      {
        key: operation.idempotent ? context.request.headers.get("idempotency-key") : null,
        userId: context.user.id,
        // A kept answer is replayed only to the access it was given to (a token's scope and team).
        access: context.auth,
        method: context.request.method,
        path: context.request.nextUrl.pathname,
        body: context.body,
      },
      () => guarded(context),
    );
  return wrap(operation, async (base) => {
    const token = bearerToken(base.request);
    if (token !== null) {
      // A personal access token. Not sent by browsers on their own, so no CSRF guard.
      const identity = await tokenIdentity(base, token);
      authorizeToken(identity, operation, base.request.method);
      const auth: RequestAuth = { kind: "token", tokenId: identity.tokenId, scope: identity.scope, teamId: identity.teamId };
      const input = await parseInput(operation, base.request, base.routeContext);
      return withinTokenTeam(identity, () => runOnce({ ...input, ...base, user: identity.user, auth }));
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

/**
 * Runs an edit under its `If-Match` precondition (when sent), and answers a success with the
 * resource's new ETag. The check reads the resource just before the edit: two edits sent within
 * the same moment can both pass it (the store's round trip is not under a lock), but an edit made
 * from a stale read, seconds or hours old, is refused.
 */
async function runIfMatch<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends Responses>(
  context: AuthenticatedContext<P, Q, B>,
  current: (context: AuthenticatedContext<P, Q, B>) => Promise<unknown>,
  run: (context: AuthenticatedContext<P, Q, B>) => Promise<ReplyFor<R>>,
): Promise<ReplyFor<R>> {
  const ifMatch = context.request.headers.get("if-match");
  if (ifMatch !== null) requireMatch(ifMatch, await current(context));
  const reply = await run(context);
  if (reply.status !== 200 && reply.status !== 201) return reply;
  return { ...reply, headers: { ...reply.headers, ETag: etagOf(await current(context)) } };
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

/**
 * Wraps a route that takes a personal access token only (never a session cookie) and answers
 * with a Response of its own: the MCP server (app/api/mcp), whose body is a JSON-RPC message. The
 * token is authenticated and the budget spent as in `handle` (`401` without a valid token); what
 * the token's scope allows is left to `run`, which runs each operation through its own route.
 */
export function handleWithToken(
  operation: Operation,
  run: (context: BaseContext & { identity: AccessTokenIdentity }) => Promise<Response>,
): RouteHandler {
  if (!operation.tokenOnly || operation.access !== "user")
    throw new Error(`${operation.operationId} is not a user operation marked tokenOnly`);
  return wrap(operation, async (base) => {
    const token = bearerToken(base.request);
    if (token === null) {
      await base.spendRateLimit(clientAddress(base.request));
      throw new ApiError("unauthenticated", "Send a personal access token: `Authorization: Bearer aps_pat_…`.");
    }
    const identity = await tokenIdentity(base, token);
    return withinTokenTeam(identity, () => run({ request: base.request, requestId: base.requestId, identity }));
  });
}

/**
 * Who a personal access token acts as. The budget spent is its user's (as for their sessions),
 * or the client address's when the token is refused.
 */
async function tokenIdentity(base: WrapContext, token: string): Promise<AccessTokenIdentity> {
  const identity = await identityForAccessToken(token).catch(async (error: unknown) => {
    await base.spendRateLimit(clientAddress(base.request));
    throw error;
  });
  await base.spendRateLimit(identity.user.id);
  return identity;
}

/** Runs `run` as a token limited to one team may act: every team lookup inside sees that team only. */
function withinTokenTeam<T>(identity: AccessTokenIdentity, run: () => T): T {
  if (!identity.teamId) return run();
  return runInRequestScope({ ...requestScope()!, teamLimit: identity.teamId }, run);
}

interface WrapContext extends BaseContext {
  routeContext: RouteContext;
  spendRateLimit(key: string): Promise<void>;
}

/** Request id, log context, rate-limit headers, error mapping and serialization: shared by both wrappers. */
function wrap(operation: Operation, body: (context: WrapContext) => Promise<Reply | Response>): RouteHandler {
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
          refuseUnsupportedIfMatch(operation, request);
          const answer = await body(context);
          response = answer instanceof Response ? answer : serialize(operation, withListCursor(request.nextUrl.pathname, answer));
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

/**
 * `If-Match` on an operation without an ETag (one not marked `ifMatch`) would otherwise be
 * ignored, and the caller believe the request was held to it: it is refused before anything runs.
 */
function refuseUnsupportedIfMatch(operation: Operation, request: NextRequest): void {
  if (operation.ifMatch || !request.headers.has("if-match")) return;
  throw new ApiError(
    "validation_failed",
    "This operation does not support conditional requests: send If-Match only to an edit whose resource has an ETag.",
    { errors: [{ path: "headers.if-match", message: "This operation's resource has no ETag to match." }] },
  );
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

/** A page's `nextCursor`, tagged with the list it pages through (lib/http/list-cursor.ts). */
function withListCursor(pathname: string, reply: Reply): Reply {
  const body = reply.body as { nextCursor?: unknown } | null | undefined;
  if (reply.status !== 200 || typeof body !== "object" || body === null || typeof body.nextCursor !== "string") return reply;
  return { ...reply, body: { ...body, nextCursor: cursorForList(pathname, body.nextCursor) } };
}

function serialize(operation: Operation, reply: Reply): Response {
  const spec = operation.responses[reply.status];
  if (env().NODE_ENV === "test") {
    // In tests every answer is checked against its documented status and schema, so OpenAPI
    // cannot lie (the types already refuse an undeclared status; this catches casts and `any`).
    if (!spec) throw new Error(`${operation.operationId} answered ${reply.status}, which it does not document`);
    spec.schema?.parse(reply.body);
    for (const name of Object.keys(spec.headers ?? {}).filter((header) => header === "Location" || header === "ETag")) {
      if (!reply.headers?.[name]) throw new Error(`${operation.operationId} answered ${reply.status} without the ${name} it documents`);
    }
  }
  if (reply.status === 204 || reply.body === undefined) return new Response(null, { status: reply.status, headers: reply.headers });
  return Response.json(reply.body, { status: reply.status, headers: reply.headers });
}
