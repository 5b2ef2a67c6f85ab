/**
 * Same-origin calls to this service's REST API from the browser. Errors are RFC 9457 problem
 * details (`application/problem+json`); they are thrown as `ApiProblem` so a page can show
 * their `detail` and per-field `errors`.
 */

export interface FieldError {
  path: string;
  message: string;
  /** `precheck_failed`: the content precheck's rule, and whether "Save anyway" can pass it. */
  rule?: string;
  severity?: "hard" | "warning";
}

export interface QuotaDetails {
  feature: string;
  limit: number;
  used: number;
  resetsAt: string | null;
  /** The team whose plan set the limit. */
  teamId?: string;
}

export class ApiProblem extends Error {
  readonly status: number;
  readonly code: string;
  readonly title: string;
  readonly detail: string;
  readonly errors: FieldError[];
  readonly requestId: string | undefined;
  /** For `quota_exceeded`: the limit reached. */
  readonly quota: QuotaDetails | undefined;

  constructor(init: {
    status: number;
    code: string;
    title: string;
    detail: string;
    errors?: FieldError[];
    requestId?: string;
    quota?: QuotaDetails;
  }) {
    super(init.detail);
    this.name = "ApiProblem";
    this.status = init.status;
    this.code = init.code;
    this.title = init.title;
    this.detail = init.detail;
    this.errors = init.errors ?? [];
    this.requestId = init.requestId;
    this.quota = init.quota;
  }

  /** The messages for one field (and its items), by its path without the `body.`/`query.` prefix (e.g. `keyId`, `config.goals`). */
  fieldErrors(field: string): string[] {
    return this.errors
      .filter((error) => {
        const path = error.path.replace(/^(body|query|params)\./, "");
        return path === field || path.startsWith(`${field}.`);
      })
      .map((error) => error.message);
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiFetchOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON. */
  body?: unknown;
  /**
   * Sent as `multipart/form-data` instead of `body`: the browser writes the Content-Type with its
   * boundary. The API takes a session's multipart write only from this site, which the browser's
   * `Origin` header (sent with every POST) shows.
   */
  form?: FormData;
  /** Undefined, null and empty values are left out. */
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** A GET that changes something (the seed's `/pull`): sent as writes are, so the API's CSRF guard accepts it. */
  changesState?: boolean;
  /** The ETag of the resource as the page read it: the edit is refused (412) if someone changed it since. */
  ifMatch?: string;
}

export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== "") params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * Sends one request and answers its JSON body, untyped: `call` is the typed way in (the type comes
 * from the operation), and the few next-auth endpoints that are not JSON operations use it directly.
 */
export async function sendRequest(path: string, options: ApiFetchOptions = {}): Promise<unknown> {
  const method = options.method ?? "GET";
  const headers: Record<string, string> = { accept: "application/json" };
  // Always for JSON writes, body or not: the API refuses cookie-authenticated writes without it (CSRF).
  if ((method !== "GET" || options.changesState) && !options.form) headers["content-type"] = "application/json";
  if (options.ifMatch) headers["if-match"] = options.ifMatch;
  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), {
      method,
      credentials: "same-origin",
      headers,
      body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiProblem({
      status: 0,
      code: "network_error",
      title: "Network error",
      detail: "The service could not be reached. Check your connection and try again.",
    });
  }
  if (response.status === 204) return undefined;
  if (!response.ok) throw await problemFrom(response);
  // Some answers carry no body (a 202 that only acknowledges).
  const text = await response.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/** Reads a problem+json body; anything else becomes a generic problem with the status. */
export async function problemFrom(response: Response): Promise<ApiProblem> {
  const requestId = response.headers.get("x-request-id") ?? undefined;
  try {
    const body = (await response.json()) as Partial<{
      code: string;
      title: string;
      detail: string;
      errors: FieldError[];
      requestId: string;
      feature: string;
      limit: number;
      used: number;
      resetsAt: string | null;
      teamId: string;
    }>;
    if (typeof body.code === "string") {
      return new ApiProblem({
        status: response.status,
        code: body.code,
        title: body.title ?? "Request failed",
        detail: body.detail ?? body.title ?? `The request failed (${response.status}).`,
        errors: Array.isArray(body.errors) ? body.errors : [],
        requestId: body.requestId ?? requestId,
        quota:
          typeof body.feature === "string" && typeof body.limit === "number"
            ? {
                feature: body.feature,
                limit: body.limit,
                used: body.used ?? 0,
                resetsAt: body.resetsAt ?? null,
                ...(typeof body.teamId === "string" && { teamId: body.teamId }),
              }
            : undefined,
      });
    }
  } catch {
    // Not JSON: fall through to the generic problem.
  }
  return new ApiProblem({
    status: response.status,
    code: "http_error",
    title: "Request failed",
    detail: `The request failed (${response.status}).`,
    requestId,
  });
}

/** Encodes one path segment (ids come from the API, but never trust them to be URL-safe). */
export const seg = (value: string) => encodeURIComponent(value);
