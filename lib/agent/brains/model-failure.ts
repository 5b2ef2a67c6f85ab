import { APICallError, NoObjectGeneratedError } from "ai";

import { oneLine } from "@/lib/text/one-line";
import { cutCodeUnits } from "@/lib/text/truncate";

/**
 * Why a model call failed, in words an owner understands, with the provider's own message (never
 * a secret) and how long the provider asked us to wait. The agent shows it ("The model failed:
 * rate limited by the provider, retrying at 14:05"), records a fallback event, and backs off.
 */

export const MODEL_FAILURE_KINDS = ["rate_limited", "unauthorized", "provider_error", "timeout", "invalid_answer", "unreachable"] as const;
export type ModelFailureKind = (typeof MODEL_FAILURE_KINDS)[number];

export interface ModelFailure {
  kind: ModelFailureKind;
  /** Plain words: "rate limited by the provider". */
  reason: string;
  /** The HTTP status class when the provider answered: "4xx", "5xx". */
  statusClass: string | null;
  status: number | null;
  /** What the provider said, cut and with anything key-like removed. */
  providerMessage: string | null;
  /** Seconds the provider asked us to wait (Retry-After), if it did. */
  retryAfterSeconds: number | null;
}

const REASONS: Record<ModelFailureKind, string> = {
  rate_limited: "rate limited by the provider",
  unauthorized: "the provider refused the API key",
  provider_error: "the provider had an error",
  timeout: "the provider did not answer in time",
  invalid_answer: "the answer was not a valid proposal",
  unreachable: "the provider could not be reached",
};

// Keys and tokens that a provider may echo back (OpenAI's "Incorrect API key provided: sk-…").
const SECRETS = /\b(?:sk|pk|rk|key|ant|api)[-_][A-Za-z0-9_-]{6,}|\bBearer\s+\S+|[A-Za-z0-9_-]{32,}/g;

function cleanProviderMessage(message: string | null | undefined): string | null {
  if (!message) return null;
  // What is kept is 200 characters: redacting more than a few times that only costs.
  const cleaned = oneLine(cutCodeUnits(message, 2_000).replace(SECRETS, "[redacted]"), 200);
  return cleaned || null;
}

function fromProviderBody(body: string | undefined): string | null {
  if (!body) return null;
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } | string; message?: unknown };
    const message = typeof parsed.error === "string" ? parsed.error : (parsed.error?.message ?? parsed.message);
    return typeof message === "string" ? message : null;
  } catch {
    return body.slice(0, 200);
  }
}

function retryAfter(headers: Record<string, string> | undefined): number | null {
  const value = headers?.["retry-after"];
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, Math.round(seconds));
  const at = Date.parse(value);
  return Number.isFinite(at) ? Math.max(0, Math.round((at - Date.now()) / 1000)) : null;
}

const failure = (kind: ModelFailureKind, rest: Partial<ModelFailure> = {}): ModelFailure => ({
  kind,
  reason: REASONS[kind],
  statusClass: null,
  status: null,
  providerMessage: null,
  retryAfterSeconds: null,
  ...rest,
});

/** Classifies what a model call threw. */
export function classifyModelError(error: unknown): ModelFailure {
  // The SDK may wrap the last attempt's error (RetryError) or a cause.
  const inner = (error as { lastError?: unknown; cause?: unknown })?.lastError ?? error;
  if (APICallError.isInstance(inner)) {
    const status = inner.statusCode ?? null;
    const rest = {
      status,
      statusClass: status ? `${Math.floor(status / 100)}xx` : null,
      providerMessage: cleanProviderMessage(fromProviderBody(inner.responseBody) ?? inner.message),
      retryAfterSeconds: retryAfter(inner.responseHeaders),
    };
    if (status === 429) return failure("rate_limited", rest);
    if (status === 401 || status === 403) return failure("unauthorized", rest);
    if (status !== null && status >= 500) return failure("provider_error", rest);
    if (status === null) return failure("unreachable", rest);
    return failure("provider_error", rest);
  }
  if (NoObjectGeneratedError.isInstance(inner) || NoObjectGeneratedError.isInstance(error))
    return failure("invalid_answer", { providerMessage: cleanProviderMessage((inner as Error).message) });
  const name = (inner as Error)?.name ?? "";
  if (name === "TimeoutError" || name === "AbortError") return failure("timeout");
  if (/JSON|TypeValidation|Validation|Parse/i.test(name))
    return failure("invalid_answer", { providerMessage: cleanProviderMessage((inner as Error).message) });
  return failure("unreachable", { providerMessage: cleanProviderMessage((inner as Error)?.message) });
}

/** The longest back-off: the model is asked again at least this often while it keeps failing. */
const BACKOFF_MAX_SECONDS = 6 * 3600;

/**
 * When the model may be called again after `attempts` failures in a row: the first back-off
 * (`baseSeconds`, AGENT_MODEL_BACKOFF_SECONDS) doubles with each further failure, up to 6 hours,
 * and is never shorter than the provider's Retry-After.
 */
export function modelRetryAt(now: Date, attempts: number, failed: ModelFailure, baseSeconds: number): Date {
  const backoff = Math.min(baseSeconds * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_SECONDS);
  const seconds = Math.min(Math.max(backoff, failed.retryAfterSeconds ?? 0), BACKOFF_MAX_SECONDS);
  return new Date(now.getTime() + seconds * 1000);
}
