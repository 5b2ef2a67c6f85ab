import type { z } from "zod";

import { ApiError } from "./errors";
import { positionInCursor } from "./list-cursor";
import type { Operation } from "./operation";
import { readJsonBody } from "./read-body";
import { parseOrThrow } from "./validation";

export interface RouteContext {
  params?: Promise<Record<string, string | string[] | undefined>>;
}

export interface ParsedInput<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> {
  params: z.output<P>;
  query: z.output<Q>;
  body: z.output<B>;
}

/** Validates path, query and body against the operation's strict schemas. */
export async function parseInput<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType>(
  operation: Operation<P, Q, B>,
  request: Request,
  context: RouteContext,
): Promise<ParsedInput<P, Q, B>> {
  const params = operation.params ? parseOrThrow(operation.params, (await context.params) ?? {}, "params") : undefined;
  const query = parseQuery(operation, request);
  // A list's cursor is tagged with the list it came from (lib/http/list-cursor.ts): the domain sees its position.
  if (query && typeof (query as { cursor?: unknown }).cursor === "string") {
    const cursor = (query as { cursor: string }).cursor;
    (query as { cursor: string }).cursor = positionInCursor(new URL(request.url).pathname, cursor);
  }
  const body = await parseBody(operation, request);
  return { params, query, body } as ParsedInput<P, Q, B>;
}

function parseQuery(operation: Operation, request: Request): unknown {
  const searchParams = new URL(request.url).searchParams;
  const raw: Record<string, string | string[]> = {};
  for (const key of new Set(searchParams.keys())) {
    const values = searchParams.getAll(key);
    raw[key] = values.length === 1 ? values[0]! : values;
  }
  if (operation.query) return parseOrThrow(operation.query, raw, "query");
  const unknown = Object.keys(raw);
  if (unknown.length > 0) {
    throw new ApiError("validation_failed", "This operation takes no query parameters.", {
      errors: unknown.map((key) => ({ path: `query.${key}`, message: "Unknown parameter" })),
    });
  }
  return undefined;
}

async function parseBody(operation: Operation, request: Request): Promise<unknown> {
  if (request.method === "GET" || request.method === "HEAD" || operation.rawBody) return undefined;
  const raw = await readJsonBody(request);
  if (operation.body) return parseOrThrow(operation.body, raw, "body");
  if (raw !== undefined) {
    throw new ApiError("validation_failed", "This operation takes no request body.", {
      errors: [{ path: "body", message: "Unexpected body" }],
    });
  }
  return undefined;
}
