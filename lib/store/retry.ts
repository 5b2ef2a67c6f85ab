// When to retry and how long to wait. Exponential backoff with full jitter (AWS's
// "Exponential Backoff and Jitter"), unless the store sent Retry-After, which wins.

export interface RetryOptions {
  /** Retries after the first attempt. */
  maxRetries: number;
  baseDelayMs: number;
  /** No single wait exceeds this; a longer Retry-After ends the retries instead. */
  maxDelayMs: number;
  /** Uniform [0, 1): injectable for deterministic tests. */
  random: () => number;
}

export const DEFAULT_RETRY: RetryOptions = { maxRetries: 4, baseDelayMs: 500, maxDelayMs: 30_000, random: Math.random };

export function isRetryableStatus(status: number, method: string): boolean {
  if (status === 429) return true; // rejected before any work: always safe
  // A 5xx may have done the work; a POST would then create twice, so only repeat the rest.
  return status >= 500 && method !== "POST";
}

/** Milliseconds to wait before retry number `attempt` (0-based), or undefined to give up. */
export function retryDelayMs(attempt: number, retryAfterSeconds: number | undefined, options: RetryOptions): number | undefined {
  if (attempt >= options.maxRetries) return undefined;
  if (retryAfterSeconds !== undefined) {
    const ms = retryAfterSeconds * 1000;
    return ms <= options.maxDelayMs ? ms : undefined;
  }
  const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** attempt);
  return Math.floor(options.random() * ceiling);
}

/** Retry-After as seconds: either delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}
