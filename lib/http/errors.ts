import { truncateText } from "@/lib/text/truncate";

import { ERROR_CODES, type ErrorCode } from "./error-codes";

/**
 * A problem lists at most this many field errors (the first ones found), with `errorCount` saying
 * how many there were: a body of 70,000 unknown fields must not buy a 3 MB answer.
 */
const MAX_FIELD_ERRORS = 20;
/** A listed path or message is cut to this many characters (a field's name can be as long as the body). */
const MAX_FIELD_ERROR_TEXT = 200;

export interface FieldError {
  /** Dotted location of the field, prefixed with where it came from: `body.endpoint`, `query.limit`. */
  path: string;
  message: string;
  /** `precheck_failed`: the content precheck's rule (lib/text/content-rules.ts) and whether it blocks. */
  rule?: string;
  severity?: "hard" | "warning";
}

/** The members of a `quota_exceeded` problem: which limit, and when it resets (null: it does not). */
export interface QuotaProblem {
  feature: string;
  limit: number;
  used: number;
  resetsAt: string | null;
  /** The team whose plan set the limit. */
  teamId?: string;
}

/** The members of a `precondition_failed` problem: the resource as it is now, and its ETag. */
export interface PreconditionProblem {
  etag: string;
  /** Null when the resource no longer exists. */
  current: unknown;
}

/** The one error type the API throws on purpose. Its `code` decides the status. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly errors?: FieldError[];
  /** How many field errors there were, when more than the MAX_FIELD_ERRORS listed. */
  readonly errorCount?: number;
  readonly headers?: Record<string, string>;
  readonly quota?: QuotaProblem;
  readonly precondition?: PreconditionProblem;

  constructor(
    code: ErrorCode,
    detail?: string,
    options: { errors?: FieldError[]; headers?: Record<string, string>; quota?: QuotaProblem; precondition?: PreconditionProblem } = {},
  ) {
    super(detail ?? ERROR_CODES[code].title);
    this.name = "ApiError";
    this.code = code;
    this.status = ERROR_CODES[code].status;
    this.errors = options.errors?.slice(0, MAX_FIELD_ERRORS).map((error) => ({
      path: truncateText(error.path, MAX_FIELD_ERROR_TEXT),
      message: truncateText(error.message, MAX_FIELD_ERROR_TEXT),
      ...(error.rule ? { rule: error.rule } : {}),
      ...(error.severity ? { severity: error.severity } : {}),
    }));
    if (options.errors && options.errors.length > MAX_FIELD_ERRORS) this.errorCount = options.errors.length;
    this.headers = options.headers;
    this.quota = options.quota;
    this.precondition = options.precondition;
  }
}

export const notFound = (what = "resource") => new ApiError("not_found", `The ${what} does not exist.`);

/** A path no API operation serves (`404`, whatever the method). */
export const noOperationHere = () => new ApiError("not_found", "No API operation at this path. See /api/openapi.json.");
