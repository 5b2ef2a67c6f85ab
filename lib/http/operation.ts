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

/**
 * One API operation, described once: the route handler validates with these schemas and the
 * OpenAPI document is generated from the same object, so the two cannot drift.
 */
export interface Operation<Params extends z.ZodType = z.ZodType, Query extends z.ZodType = z.ZodType, Body extends z.ZodType = z.ZodType> {
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
   * A GET that changes something (the seed's `GET /apps/{appId}/pull` starts a sync and spends
   * quota): treated as a write. `read` tokens are refused, a session needs the cross-site guard's
   * proof that the request comes from this site, and `HEAD` answers 405 instead of running it.
   */
  changesState?: boolean;
  /** Budget group; defaults to `api`. `false` only for probes that must never be throttled. */
  rateLimit?: RateLimitGroup | false;
  params?: Params;
  query?: Query;
  body?: Body;
  /** Webhooks whose signature covers the exact bytes: the body is left unread for the handler (`readTextCapped`). */
  rawBody?: boolean;
  /** Only for operations served by next-auth, which take HTML-form bodies. */
  bodyContentType?: "application/json" | "application/x-www-form-urlencoded";
  responses: Record<number, ResponseSpec>;
  /** Error codes this operation can answer besides the ones every operation can. */
  errors?: ErrorCode[];
}

export function defineOperation<
  Params extends z.ZodType = z.ZodNever,
  Query extends z.ZodType = z.ZodNever,
  Body extends z.ZodType = z.ZodNever,
>(operation: Operation<Params, Query, Body>): Operation<Params, Query, Body> {
  return operation;
}
