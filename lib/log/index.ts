import pino from "pino";

import { processSingleton } from "@/lib/process/singletons";
import { processAsyncContext } from "@/lib/process/async-context";

/** Request-scoped context: every log line written while handling a request carries its id. */
interface LogContext {
  requestId: string;
  userId?: string;
}

const context = processAsyncContext<LogContext>("log");

export function withLogContext<T>(value: LogContext, work: () => T): T {
  return context.run(value, work);
}

// Secrets must never reach a log line, whatever object a caller passes.
const REDACTED_KEYS = ["password", "passwordHash", "privateKey", "secret", "token", "auth", "p256dh", "authorization", "cookie"];

function createLogger(redacted: boolean): pino.Logger {
  // Read directly: the logger must work before (and while) the environment is validated.
  const level = process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info");
  return pino({
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    ...(redacted && { redact: { paths: REDACTED_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]), censor: "[redacted]" } }),
    mixin: () => ({ ...context.getStore() }),
  });
}

export const log: pino.Logger = processSingleton("logger", () => createLogger(true));

/**
 * The access line written for every API request. Its fields are these scalars (and the request
 * context), none of them a redacted key, so it skips the redaction pass: in a CPU profile under
 * load that pass cost more than the rest of the line (docs/benchmarks.md).
 */
export function logRequest(fields: { method: string; path: string; status: number; ms: number }): void {
  processSingleton("requestLogger", () => createLogger(false)).info(fields, "request");
}
