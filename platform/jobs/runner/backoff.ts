const BASE_MS = 1_000;
const CAP_MS = 10 * 60_000;

/**
 * Delay before retry `attempt` (0-based) of a failed step: exponential with full jitter, as
 * Inngest does, capped. A `Retry-After` from the function (RetryAfterError) wins.
 */
export function retryDelay(attempt: number, retryAfter: string | null, random: () => number = Math.random): number {
  if (retryAfter) {
    const seconds = Number(retryAfter);
    if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
    const date = Date.parse(retryAfter);
    if (!Number.isNaN(date)) return Math.max(0, date - Date.now());
  }
  const ceiling = Math.min(CAP_MS, BASE_MS * 2 ** attempt);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
