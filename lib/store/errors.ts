// One error class for everything that goes wrong talking to the store. The API layer maps
// `kind` to the contract's codes (store_unavailable, store_rate_limited, ...); `entries` are
// ASC's own error objects for logs and for messages such as "Attribute 'x' cannot be edited".

type StoreErrorKind =
  | "invalid_credentials"
  | "forbidden"
  | "not_found"
  | "state_conflict"
  | "rate_limited"
  | "unavailable"
  | "invalid_request"
  /** No answer in time: an attempt past its timeout, or a person's request past its deadline. */
  | "timeout"
  /** An answer the client cannot use: not JSON, cut short, too large, or not in the shape Apple documents. */
  | "invalid_response";

/** One entry of ASC's `errors` array, reduced to fields that cannot carry secrets. */
interface StoreErrorEntry {
  status: string;
  code: string;
  title: string;
  detail?: string;
  source?: { pointer: string } | { parameter: string };
}

/** Whether trying the same request again may succeed (for a method that is safe to repeat). */
export const isTransientKind = (kind: StoreErrorKind): boolean =>
  kind === "unavailable" || kind === "timeout" || kind === "invalid_response";

interface StoreErrorOptions {
  /** What went wrong in words for a person, when the failure is about the store's answer itself. */
  summary?: string;
  status?: number;
  retryAfter?: number;
  entries?: StoreErrorEntry[];
  cause?: unknown;
}

export class StoreError extends Error {
  override readonly name = "StoreError";
  readonly kind: StoreErrorKind;
  /** HTTP status from the store, or undefined when no response arrived (network error). */
  readonly status: number | undefined;
  /** Seconds to wait before retrying, when the store said so (Retry-After). */
  readonly retryAfter: number | undefined;
  readonly entries: readonly StoreErrorEntry[];
  /** In words for a person (see StoreErrorOptions.summary). */
  readonly summary: string | undefined;

  constructor(kind: StoreErrorKind, message: string, options: StoreErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.kind = kind;
    this.status = options.status;
    this.retryAfter = options.retryAfter;
    this.entries = options.entries ?? [];
    this.summary = options.summary;
  }

  toJSON(): Record<string, unknown> {
    return {
      name: this.name,
      kind: this.kind,
      message: this.message,
      status: this.status,
      retryAfter: this.retryAfter,
      entries: this.entries,
    };
  }
}

export function isStoreError(value: unknown): value is StoreError {
  return value instanceof StoreError;
}

/** The kind for an ASC error response. 409 is a state conflict unless ASC blames the body. */
export function kindForStatus(status: number, firstCode: string | undefined): StoreErrorKind {
  if (status === 401) return "invalid_credentials";
  if (status === 403) return "forbidden";
  if (status === 404) return "not_found";
  if (status === 429) return "rate_limited";
  if (status >= 500) return "unavailable";
  if (status === 409) {
    const blamesBody = firstCode?.startsWith("ENTITY_ERROR.ATTRIBUTE") || firstCode?.startsWith("ENTITY_ERROR.RELATIONSHIP");
    return blamesBody && !firstCode?.includes("DUPLICATE") ? "invalid_request" : "state_conflict";
  }
  return "invalid_request";
}

/** Keeps only the known, secret-free fields of ASC's error objects. */
export function toErrorEntries(body: unknown): StoreErrorEntry[] {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((raw: unknown): StoreErrorEntry[] => {
    if (typeof raw !== "object" || raw === null) return [];
    const e = raw as Record<string, unknown>;
    const entry: StoreErrorEntry = { status: String(e.status ?? ""), code: String(e.code ?? ""), title: String(e.title ?? "") };
    if (typeof e.detail === "string") entry.detail = e.detail;
    const source = e.source as Record<string, unknown> | undefined;
    if (typeof source?.pointer === "string") entry.source = { pointer: source.pointer };
    else if (typeof source?.parameter === "string") entry.source = { parameter: source.parameter };
    return [entry];
  });
}
