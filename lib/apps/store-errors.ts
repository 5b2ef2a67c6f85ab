import { ApiError } from "@/lib/http/errors";
import { StoreError } from "@/lib/store/errors";

/** The error codes an operation that reads from the store can answer (listed in OpenAPI). */
export const STORE_ERRORS = [
  "store_credentials_invalid",
  "store_forbidden",
  "store_app_not_found",
  "store_unavailable",
  "store_rate_limited",
  "store_request_invalid",
  "store_timeout",
  "store_invalid_answer",
] as const;

/** …and one that writes to it, which the store may refuse in its current state. */
export const STORE_WRITE_ERRORS = [...STORE_ERRORS, "store_conflict"] as const;

/** The API's answer to a store failure: the store's own words never reach the client. */
export function storeErrorToApiError(error: unknown, what = "the app"): unknown {
  if (!(error instanceof StoreError)) return error;
  const retryAfter = error.retryAfter ? { "Retry-After": String(Math.ceil(error.retryAfter)) } : undefined;
  switch (error.kind) {
    case "invalid_credentials":
      return new ApiError(
        "store_credentials_invalid",
        "App Store Connect refused the key: check the key id, the issuer id and the private key.",
      );
    case "forbidden":
      return new ApiError("store_forbidden", `The key is not allowed to read or change ${what} in App Store Connect.`);
    case "not_found":
      return new ApiError("store_app_not_found", `App Store Connect has no ${what} for this key.`);
    case "state_conflict":
      return new ApiError("store_conflict", `App Store Connect refused the change to ${what} in its current state.`);
    case "rate_limited":
      return new ApiError("store_rate_limited", "App Store Connect's rate limit for this key is reached; retry later.", {
        headers: retryAfter,
      });
    case "unavailable":
      return new ApiError("store_unavailable", "App Store Connect is unavailable; retry later.", { headers: retryAfter });
    case "invalid_request":
      return new ApiError("store_request_invalid", "App Store Connect refused the request.");
    case "timeout":
      return new ApiError(
        "store_timeout",
        "App Store Connect did not answer in time. If you were changing something, reload to see whether it was made before trying again.",
      );
    case "invalid_response":
      return new ApiError(
        "store_invalid_answer",
        `${error.summary ?? "App Store Connect sent an answer the service could not use."} Try again later.`,
      );
  }
}

/**
 * App Store Connect's refusal of a change in a resource's current state, as `409 store_conflict`:
 * the detail says what the state allows, and each field the store blamed (an entry whose pointer is
 * `/data/attributes/<field>`) becomes that field's error.
 */
export function stateConflictError(
  error: StoreError,
  resource: { label: string; state: string; allowed: readonly string[]; fields: readonly string[] },
): ApiError {
  const blamed = error.entries
    .map((entry) => (entry.source && "pointer" in entry.source ? /^\/data\/attributes\/(\w+)$/.exec(entry.source.pointer)?.[1] : undefined))
    .filter((field): field is string => field !== undefined && resource.fields.includes(field));
  const allowed = resource.allowed.length > 0 ? resource.allowed.join(", ") : "no field";
  return new ApiError(
    "store_conflict",
    `App Store Connect refused the change: ${resource.label} in state ${resource.state} takes changes to ${allowed}.`,
    {
      errors:
        blamed.length > 0
          ? [...new Set(blamed)].map((field) => ({
              path: `body.${field}`,
              message: `Cannot change while the ${resource.label.replace(/^an? /, "")} is ${resource.state}`,
            }))
          : undefined,
    },
  );
}
