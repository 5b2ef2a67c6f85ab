// The per-key hourly request budget ASC reports in X-Rate-Limit. ASC uses a rolling hour;
// a fixed window per key is close enough for a simulator and easy to reason about in tests.
// Counters are runtime-only (not part of the persisted state).

import { formatRateLimitHeader } from "@/lib/store/rate-limit";

const HOUR_MS = 3_600_000;

interface RateBudgets {
  /** Counts one request; returns the header value and, when over budget, seconds to wait. */
  spend(keyId: string, nowMs: number): { header: string; retryAfter?: number };
  peek(keyId: string | undefined, nowMs: number): string;
  setLimit(limit: number): void;
  reset(): void;
}

export function createRateBudgets(initialLimit: number): RateBudgets {
  let limit = initialLimit;
  const windows = new Map<string, { start: number; used: number }>();
  const windowFor = (keyId: string, nowMs: number) => {
    let window = windows.get(keyId);
    if (!window || nowMs - window.start >= HOUR_MS) {
      window = { start: nowMs, used: 0 };
      windows.set(keyId, window);
    }
    return window;
  };
  return {
    spend(keyId, nowMs) {
      const window = windowFor(keyId, nowMs);
      if (window.used >= limit) {
        return { header: formatRateLimitHeader(limit, 0), retryAfter: Math.max(1, Math.ceil((window.start + HOUR_MS - nowMs) / 1000)) };
      }
      window.used += 1;
      return { header: formatRateLimitHeader(limit, limit - window.used) };
    },
    peek(keyId, nowMs) {
      if (!keyId) return formatRateLimitHeader(limit, limit);
      const window = windowFor(keyId, nowMs);
      return formatRateLimitHeader(limit, limit - window.used);
    },
    setLimit(next) {
      limit = next;
    },
    // Back to the budget the simulator started with, as a reset restores everything else.
    reset() {
      limit = initialLimit;
      windows.clear();
    },
  };
}
