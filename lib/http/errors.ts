import { ERROR_CODES, type ErrorCode } from "./error-codes";

export interface FieldError {
  /** Dotted location of the field, prefixed with where it came from: `body.endpoint`, `query.limit`. */
  path: string;
  message: string;
}

/** The one error type the API throws on purpose. Its `code` decides the status. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly errors?: FieldError[];
  readonly headers?: Record<string, string>;

  constructor(code: ErrorCode, detail?: string, options: { errors?: FieldError[]; headers?: Record<string, string> } = {}) {
    super(detail ?? ERROR_CODES[code].title);
    this.name = "ApiError";
    this.code = code;
    this.status = ERROR_CODES[code].status;
    this.errors = options.errors;
    this.headers = options.headers;
  }
}

export const notFound = (what = "resource") => new ApiError("not_found", `The ${what} does not exist.`);
