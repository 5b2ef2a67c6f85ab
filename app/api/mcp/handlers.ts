import { METHOD_NOT_ALLOWED } from "@/lib/api/method-not-allowed";
import type { Operation } from "@/lib/http/operation";
import type { RouteHandler } from "@/lib/mcp/call-tool";

import { ROUTE_MODULES } from "./route-modules";

/** The handler the REST API runs for an operation (never a 405 stand-in), or undefined. */
export function handlerFor(operation: Operation): RouteHandler | undefined {
  const handler = (ROUTE_MODULES[operation.path] as Record<string, unknown> | undefined)?.[operation.method.toUpperCase()];
  if (typeof handler !== "function" || (handler as unknown as Record<symbol, unknown>)[METHOD_NOT_ALLOWED]) return undefined;
  return handler as RouteHandler;
}
