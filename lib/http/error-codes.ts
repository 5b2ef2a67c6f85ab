/**
 * Every error code the API answers with, in one table: its HTTP status and a stable title.
 * Codes are part of the public contract (listed in OpenAPI); never rename one.
 */
export const ERROR_CODES = {
  validation_failed: { status: 400, title: "The request is invalid" },
  confirmation_mismatch: { status: 400, title: "The confirmation does not match" },
  invalid_json: { status: 400, title: "The request body is not valid JSON" },
  wrong_password: { status: 400, title: "The current password is incorrect" },
  token_invalid: { status: 400, title: "This link is not valid" },
  unauthenticated: { status: 401, title: "Authentication required" },
  invalid_credentials: { status: 401, title: "Email or password is incorrect" },
  forbidden: { status: 403, title: "Not allowed" },
  banned: { status: 403, title: "This account is banned" },
  csrf_failed: { status: 403, title: "CSRF token missing or invalid" },
  insufficient_scope: { status: 403, title: "The access token's scope does not allow this" },
  not_found: { status: 404, title: "Not found" },
  method_not_allowed: { status: 405, title: "Method not allowed" },
  quota_exceeded: { status: 402, title: "The plan's limit is reached" },
  email_taken: { status: 409, title: "An account with this email already exists" },
  token_used: { status: 409, title: "This link was already used" },
  already_verified: { status: 409, title: "The email address is already confirmed" },
  job_not_failed: { status: 409, title: "Only failed jobs can be retried" },
  job_not_retriable: { status: 409, title: "This job cannot be retried from here" },
  no_pending_action: { status: 409, title: "The agent has no action awaiting a decision" },
  agent_not_sleeping: { status: 409, title: "The agent is not sleeping" },
  cannot_change_self: { status: 409, title: "Admins cannot ban or demote themselves" },
  last_admin: { status: 409, title: "The last admin cannot be removed" },
  ticket_closed: { status: 409, title: "The ticket is closed" },
  app_exists: { status: 409, title: "This app is already registered" },
  billing_not_configured: { status: 409, title: "Billing is not configured on this service" },
  sales_need_team_key: { status: 409, title: "Sales reports need a team key" },
  store_conflict: { status: 409, title: "The store refused the change in the current state" },
  invalid_signature: { status: 400, title: "The signature is missing or invalid" },
  store_credentials_invalid: { status: 422, title: "The store refused these credentials" },
  store_forbidden: { status: 422, title: "The key may not do this in App Store Connect" },
  store_app_not_found: { status: 422, title: "The store has no such app for this key" },
  store_request_invalid: { status: 422, title: "The store refused the request" },
  token_expired: { status: 410, title: "This link has expired" },
  payload_too_large: { status: 413, title: "The request body is too large" },
  unsupported_media_type: { status: 415, title: "Unsupported content type" },
  rate_limited: { status: 429, title: "Too many requests" },
  internal_error: { status: 500, title: "Internal server error" },
  store_unavailable: { status: 502, title: "The store is unavailable" },
  service_unavailable: { status: 503, title: "Service unavailable" },
  store_rate_limited: { status: 503, title: "The store's rate limit is reached; retry later" },
} as const satisfies Record<string, { status: number; title: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

export const ERROR_CODE_NAMES = Object.keys(ERROR_CODES) as ErrorCode[];
