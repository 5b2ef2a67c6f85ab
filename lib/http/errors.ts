import { ERROR_CODES, type ErrorCode } from "./error-codes";

export interface FieldError {
  /** Dotted location of the field, prefixed with where it came from: `body.endpoint`, `query.limit`. */
  path: string;
  message: string;
}

/** The members of a `quota_exceeded` problem: which limit, and when it resets (null: it does not). */
export interface QuotaProblem {
  feature: string;
  limit: number;
  used: number;
  resetsAt: string | null;
}

/** The one error type the API throws on purpose. Its `code` decides the status. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly errors?: FieldError[];
  readonly headers?: Record<string, string>;
  readonly quota?: QuotaProblem;

  constructor(
    code: ErrorCode,
    detail?: string,
    options: { errors?: FieldError[]; headers?: Record<string, string>; quota?: QuotaProblem } = {},
  ) {
    super(detail ?? ERROR_CODES[code].title);
    this.name = "ApiError";
    this.code = code;
    this.status = ERROR_CODES[code].status;
    this.errors = options.errors;
    this.headers = options.headers;
    this.quota = options.quota;
  }
}

export const notFound = (what = "resource") => new ApiError("not_found", `The ${what} does not exist.`);
