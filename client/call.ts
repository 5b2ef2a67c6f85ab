/**
 * Calls one operation of this service's REST API from the browser. The operation object (the same
 * `defineOperation` the server validates with and OpenAPI is generated from) gives the method, the
 * path and the types: `params`, `query` and `body` are what its schemas accept, the result is what
 * its success response's schema produces. Nothing here is written per call: no path, no `T`.
 */

import type { z } from "zod";

import type { Operation, ResultOf } from "@/lib/http/operation";

import { sendRequest, type QueryValue } from "./api-fetch";

// Any operation, whatever its schemas (the type parameters are checked where the operation is defined).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the widest operation type, narrowed by inference at each call
export type AnyOperation = Operation<any, any, any, any>;

type Part<Schema, Present> = [Schema] extends [z.ZodNever] ? unknown : Present;

/** What a call of the operation takes: its path parameters, its query and its body, as their schemas accept them. */
export type CallInput<O extends AnyOperation> =
  O extends Operation<infer Params, infer Query, infer Body, infer _Answers>
    ? Part<Params, { params: z.input<Params> }> & Part<Query, { query?: z.input<Query> }> & Part<Body, { body: z.input<Body> }>
    : never;

export interface CallOptions {
  signal?: AbortSignal;
  /** For an edit (an operation marked `ifMatch`): the resource's ETag as the page read it. */
  ifMatch?: string;
}

/** `[input]` when the operation needs one (params or a body), `[input?]` otherwise. */
export type CallArgs<O extends AnyOperation> =
  object extends CallInput<O> ? [input?: CallInput<O>, options?: CallOptions] : [input: CallInput<O>, options?: CallOptions];

interface LooseInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** The operation's URL path below the site root: `/api` + its path with each `{param}` filled in (encoded). */
export function operationPath(operation: AnyOperation, params: Record<string, unknown> = {}): string {
  return `/api${operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === "")
      throw new Error(`${operation.operationId}: the path parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  })}`;
}

/** Sends the operation; resolves with its success body, rejects with an `ApiProblem`. */
export function call<O extends AnyOperation>(operation: O, ...[input, options]: CallArgs<O>): Promise<ResultOf<O>> {
  const { params, query, body } = (input ?? {}) as LooseInput;
  return sendRequest(operationPath(operation, params), {
    method: operation.method.toUpperCase() as Uppercase<O["method"]>,
    query: query as Record<string, QueryValue> | undefined,
    body,
    changesState: operation.changesState,
    signal: options?.signal,
    ifMatch: options?.ifMatch,
  }) as Promise<ResultOf<O>>;
}
