import type { AnyOperation, CallInput } from "./call";

/**
 * The query key of a GET operation with its params (and query, when given): its path's segments
 * with the params filled in, e.g. `["apps", appId, "versions"]`. Keys nest like the paths do, so
 * invalidating `operationKey(apps.getApp, {params: {appId}})` refreshes everything read under that app.
 */
export function operationKey<O extends AnyOperation>(operation: O, input?: Partial<CallInput<O>>): unknown[] {
  const { params = {}, query } = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown> };
  const segments = operation.path
    .split("/")
    .filter(Boolean)
    .map((segment) => segment.replace(/^\{(\w+)\}$/, (_, name: string) => String(params[name] ?? "")));
  const given = Object.fromEntries(
    Object.entries(query ?? {}).filter(([, value]) => value !== undefined && value !== null && value !== ""),
  );
  return Object.keys(given).length > 0 ? [...segments, given] : segments;
}
