// ASC reports each key's hourly budget on every response:
//   X-Rate-Limit: user-hour-lim:3600;user-hour-rem:3599;
// The client remembers the last value so callers (the sync workflow) can plan, and so
// the client stops itself instead of spending requests that will only earn 429s.

export interface RateBudget {
  limit: number;
  remaining: number;
  /** Epoch ms when this was observed. */
  observedAt: number;
}

export function parseRateLimitHeader(value: string | null, observedAt: number): RateBudget | undefined {
  if (!value) return undefined;
  const parts = Object.fromEntries(
    value
      .split(";")
      .map((part) => part.trim().split(":"))
      .filter((pair): pair is [string, string] => pair.length === 2),
  );
  const limit = Number(parts["user-hour-lim"]);
  const remaining = Number(parts["user-hour-rem"]);
  if (!Number.isFinite(limit) || !Number.isFinite(remaining)) return undefined;
  return { limit, remaining, observedAt };
}

export function formatRateLimitHeader(limit: number, remaining: number): string {
  return `user-hour-lim:${limit};user-hour-rem:${Math.max(0, remaining)};`;
}
