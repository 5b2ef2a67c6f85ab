import "server-only";

import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { NextRequest } from "next/server";

import type { Operation } from "@/lib/http/operation";
import { PEER_ADDRESS_HEADER, PEER_STAMP_HEADER } from "@/server/node-hooks.mjs";

/** A route's exported method handler (`export const GET = handle(…)`), as Next.js calls it. */
export type RouteHandler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

/**
 * What the operation's own request carries over from the MCP request: the token (so the route
 * authenticates, checks the scope and spends the budget exactly as for REST), the client's
 * address as this process's server stamped it, and the user agent. Never a cookie.
 */
const FORWARDED_HEADERS = ["authorization", "user-agent", "x-forwarded-for", PEER_ADDRESS_HEADER, PEER_STAMP_HEADER];

interface ToolArguments {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  idempotencyKey?: string;
  ifMatch?: string;
}

const ARGUMENT_NAMES = new Set(["params", "query", "body", "idempotencyKey", "ifMatch"]);

/**
 * Calls a tool: builds the REST request of its operation from the arguments and runs the very
 * route handler the REST API runs, in-process. The answer is the tool's result: the JSON body as
 * text (and as `structuredContent` when it is an object); a `4xx`/`5xx` is `isError` with the
 * problem's detail in words.
 */
export async function callTool(
  operation: Operation,
  args: Record<string, unknown> | undefined,
  context: { request: Request; requestId: string; handler: RouteHandler },
): Promise<CallToolResult> {
  const input = (args ?? {}) as ToolArguments;
  const unknown = Object.keys(input).filter((name) => !ARGUMENT_NAMES.has(name));
  if (unknown.length > 0) return failure(`Unknown argument ${unknown.join(", ")}: pass { params, query, body } as the tool's schema says.`);
  const params: Record<string, string> = {};
  for (const [, name] of operation.path.matchAll(/\{([^}]+)\}/g)) {
    const value = input.params?.[name!];
    if (typeof value !== "string" && typeof value !== "number") return failure(`params.${name} is required.`);
    // A dot segment would change the path the request is known by (idempotency keys, logs).
    if (value === "." || value === "..") return failure(`params.${name} is not an id.`);
    params[name!] = String(value);
  }
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(params[name]!));
  const url = new URL(`/api${path}`, context.request.url);
  for (const [name, value] of Object.entries(input.query ?? {})) {
    for (const item of [value].flat()) {
      if (item !== undefined && item !== null)
        url.searchParams.append(name, typeof item === "object" ? JSON.stringify(item) : String(item));
    }
  }
  const headers = new Headers({ accept: "application/json", "x-request-id": context.requestId });
  for (const name of FORWARDED_HEADERS) {
    const value = context.request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  if (input.idempotencyKey !== undefined) headers.set("idempotency-key", String(input.idempotencyKey));
  if (input.ifMatch !== undefined) headers.set("if-match", String(input.ifMatch));
  const method = operation.method.toUpperCase();
  const hasBody = method !== "GET" && input.body !== undefined;
  if (hasBody) headers.set("content-type", "application/json");
  const request = new NextRequest(url, { method, headers, body: hasBody ? JSON.stringify(input.body) : undefined });
  const response = await context.handler(request, { params: Promise.resolve(params) });
  return toolResult(response);
}

async function toolResult(response: Response): Promise<CallToolResult> {
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!response.ok) return failure(problemInWords(response.status, body, text));
  // Where a created or started thing is (`Location`), and the version an edit is held to (`ETag`).
  const extras = ["Location", "ETag"]
    .map((name) => [name, response.headers.get(name)] as const)
    .filter(([, value]) => value !== null)
    .map(([name, value]) => ({ type: "text" as const, text: `${name}: ${value}` }));
  return {
    content: [{ type: "text", text: text || `Done (${response.status}, no content).` }, ...extras],
    ...(isObject(body) ? { structuredContent: body } : {}),
  };
}

/** A problem+json answer in words: `404 Not found (not_found): No app with this id.`, and its field errors. */
function problemInWords(status: number, body: unknown, text: string): string {
  if (!isObject(body)) return `${status}: ${text || "no detail"}`;
  const { title, detail, code, errors } = body as { title?: string; detail?: string; code?: string; errors?: unknown };
  const lines = [`${status} ${title ?? "Error"}${code ? ` (${code})` : ""}${detail ? `: ${detail}` : ""}`];
  if (Array.isArray(errors)) {
    for (const error of errors as { path?: string; message?: string }[]) lines.push(`- ${error.path ?? ""}: ${error.message ?? ""}`);
  }
  return lines.join("\n");
}

const failure = (text: string): CallToolResult => ({ content: [{ type: "text", text }], isError: true });

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
