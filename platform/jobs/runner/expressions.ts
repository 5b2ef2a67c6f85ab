import { evaluate } from "@marcbachmann/cel-js";

/**
 * Evaluates a trigger's, wait's or cancellation's CEL expression (`event.data.x == async.data.x`).
 * An expression that cannot be evaluated (a missing field, a type clash) does not match,
 * as with Inngest.
 */
export function expressionMatches(expression: string | undefined, context: Record<string, unknown>): boolean {
  if (!expression) return true;
  try {
    return evaluate(expression, context) === true;
  } catch {
    return false;
  }
}

/** Evaluates a concurrency or singleton key (`event.data.appId`) to a string, or null if it has no value. */
export function evaluateKey(expression: string, context: Record<string, unknown>): string | null {
  try {
    const value = evaluate(expression, context);
    return value === null || value === undefined ? null : String(value);
  } catch {
    return null;
  }
}
