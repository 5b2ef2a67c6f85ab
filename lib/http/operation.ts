import type { z } from "zod";

import type { ErrorCode } from "./error-codes";
import type { RateLimitGroup } from "./rate-limits";

export type HttpMethod = "get" | "post" | "put" | "patch" | "delete";

/** Who may call an operation: anyone, any signed-in user, or admins only. */
export type Access = "public" | "user" | "admin";

export interface ResponseSpec {
  description: string;
  /** JSON body; omit for responses without one (204). */
  schema?: z.ZodType;
  headers?: Record<string, { description: string; schema: { type: "string" | "integer" } }>;
}

/** An operation's documented answers, by status. */
export type Responses = Record<number, ResponseSpec>;

/**
 * One API operation, described once: the route handler validates with these schemas and the
 * OpenAPI document is generated from the same object, so the two cannot drift.
 */
export interface Operation<
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Answers extends Responses = Responses,
> {
  operationId: string;
  method: HttpMethod;
  /** OpenAPI path below the `/api` base, e.g. `/push/subscriptions/{id}`. */
  path: string;
  summary: string;
  description?: string;
  tags: [string, ...string[]];
  access: Access;
  /**
   * Only with a session cookie: personal access tokens are refused (`403 insufficient_scope`).
   * For what manages the account's own credentials (password, email, tokens, deletion), so a
   * leaked token cannot make itself permanent or take the account over.
   */
  sessionOnly?: boolean;
  /**
   * Only with a personal access token (`Authorization: Bearer`): a session cookie is not looked at
   * (`401`). For the MCP server (`/mcp`), whose clients are programs, never a browser.
   */
  tokenOnly?: boolean;
  /**
   * A GET that changes something (the seed's `GET /apps/{appId}/pull` starts a sync and spends
   * quota): treated as a write. `read` tokens are refused, a session needs the cross-site guard's
   * proof that the request comes from this site, and `HEAD` answers 405 instead of running it.
   */
  changesState?: boolean;
  /**
   * A POST that creates or starts something: an `Idempotency-Key` header makes a retry safe (the
   * first answer is replayed for 24 hours; lib/idempotency). Documented per operation.
   */
  idempotent?: boolean;
  /**
   * An edit of a resource with an ETag (optimistic concurrency): with `If-Match`, it goes ahead only
   * while the resource is as the caller read it, else `412 precondition_failed` with the current
   * one; without it, it goes ahead (last write wins). The route gives `handle` the resource's
   * current representation; a success answers with its new `ETag`.
   */
  ifMatch?: boolean;
  /**
   * For a list that is not paged: why it stays short, in words ("at most 50, an account's limit").
   * The document says it; a list that can grow without one takes `limit` and `cursor`
   * (lib/openapi/document.test.ts holds every list to one or the other).
   */
  bound?: string;
  /**
   * Served for the platform, not for integrators (the job engine's endpoint, Stripe's and App Store
   * Connect's webhooks): marked `x-internal` in the document, which tools that publish or generate
   * clients leave out.
   */
  internal?: boolean;
  /** Budget group; defaults to `api`. `false` only for probes that must never be throttled. */
  rateLimit?: RateLimitGroup | false;
  params?: Params;
  query?: Query;
  body?: Body;
  /** Webhooks whose signature covers the exact bytes: the body is left unread for the handler (`readTextCapped`). */
  rawBody?: boolean;
  /**
   * `application/x-www-form-urlencoded` only for operations served by next-auth, which take
   * HTML-form bodies; `multipart/form-data` for file uploads (with `rawBody`: the handler streams
   * it, and a session must prove the request comes from this site by its `Origin`).
   */
  bodyContentType?: "application/json" | "application/x-www-form-urlencoded" | "multipart/form-data";
  /** Every status the handler may answer with (besides errors): the handler's return type comes from it. */
  responses: Answers;
  /** Error codes this operation can answer besides the ones every operation can. */
  errors?: ErrorCode[];
}

/** A `Location` response header: where to follow what a `202` started. */
export const locationHeader = (description: string): NonNullable<ResponseSpec["headers"]> => ({
  Location: { description, schema: { type: "string" } },
});

export function defineOperation<
  Params extends z.ZodType = z.ZodNever,
  Query extends z.ZodType = z.ZodNever,
  Body extends z.ZodType = z.ZodNever,
  const Answers extends Responses = Responses,
>(operation: Operation<Params, Query, Body, Answers>): Operation<Params, Query, Body, Answers> {
  return operation;
}

type BodyOf<Spec, Side extends "input" | "output"> = Spec extends { schema: infer Schema extends z.ZodType }
  ? Side extends "input"
    ? z.input<Schema>
    : z.output<Schema>
  : undefined;

/**
 * What a handler of an operation may return: one of its documented statuses with that status's
 * body (what its schema accepts). A status the operation does not declare does not compile.
 */
export type ReplyFor<Answers extends Responses> = {
  [Status in keyof Answers & number]: { status: Status; body: BodyOf<Answers[Status], "input">; headers?: Record<string, string> };
}[keyof Answers & number];

type SuccessStatus = 200 | 201 | 202 | 203 | 204 | 206;

/** The body a successful call of an operation answers with (a union when it has several 2xx answers). */
export type ResultOf<O> =
  O extends Operation<z.ZodType, z.ZodType, z.ZodType, infer Answers>
    ? { [Status in keyof Answers & SuccessStatus]: BodyOf<Answers[Status], "output"> }[keyof Answers & SuccessStatus]
    : never;
