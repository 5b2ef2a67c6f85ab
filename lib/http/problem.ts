import { Prisma } from "@/lib/db/generated/client";
import { log } from "@/lib/log";

import { ERROR_CODES } from "./error-codes";
import { ApiError } from "./errors";

const PROBLEM_CONTENT_TYPE = "application/problem+json";

/** RFC 9457 problem details, with our stable `code` and optional field errors. */
interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: string;
  instance?: string;
  requestId?: string;
  errors?: { path: string; message: string; rule?: string; severity?: "hard" | "warning" }[];
  errorCount?: number;
  feature?: string;
  limit?: number;
  used?: number;
  resetsAt?: string | null;
  teamId?: string;
  etag?: string;
  current?: unknown;
}

/** Turns anything thrown while handling a request into an ApiError. Unknown errors are logged, never shown. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    // P2025: a record the operation required was not found (e.g. deleted concurrently).
    if (error.code === "P2025") return new ApiError("not_found");
    if (isStatementTimeout(error)) {
      log.warn({ code: error.code }, "statement timeout");
      return new ApiError("service_unavailable", "This took the database too long; try again in a moment, or narrow it down.");
    }
  }
  log.error({ err: error }, "unhandled error");
  return new ApiError("internal_error", "Something went wrong on our side. Quote the request id when reporting it.");
}

/** PostgreSQL cancelled the statement at DATABASE_STATEMENT_TIMEOUT_MS (SQLSTATE 57014). */
function isStatementTimeout(error: Prisma.PrismaClientKnownRequestError): boolean {
  const cause = (error.meta as { driverAdapterError?: { cause?: { code?: unknown; originalCode?: unknown } } } | undefined)
    ?.driverAdapterError?.cause;
  return cause?.code === "57014" || cause?.originalCode === "57014";
}

function problemBody(error: ApiError, requestId?: string, instance?: string): Problem {
  return {
    type: `/docs#error-${error.code}`,
    title: ERROR_CODES[error.code].title,
    status: error.status,
    detail: error.message,
    code: error.code,
    ...(instance ? { instance } : {}),
    ...(requestId ? { requestId } : {}),
    ...(error.errors ? { errors: error.errors } : {}),
    ...(error.errorCount ? { errorCount: error.errorCount } : {}),
    ...(error.quota ?? {}),
    ...(error.precondition ?? {}),
  };
}

export function problemResponse(error: ApiError, requestId?: string, instance?: string): Response {
  return new Response(JSON.stringify(problemBody(error, requestId, instance)), {
    status: error.status,
    headers: { "Content-Type": PROBLEM_CONTENT_TYPE, ...error.headers },
  });
}
