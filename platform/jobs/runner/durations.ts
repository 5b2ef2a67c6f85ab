const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };

/**
 * Inngest's durations: "30s", "2h30m10s", "1d" (the SDK's `Sleep` name and wait timeouts).
 * Returns milliseconds, or null when the text is not a duration.
 */
function parseDuration(text: string): number | null {
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h|d|w)/g)];
  if (parts.length === 0 || parts.map((part) => part[0]).join("") !== text) return null;
  return parts.reduce((total, [, amount, unit]) => total + Number(amount) * UNIT_MS[unit!]!, 0);
}

/** A `Sleep` op's name is a duration from now, or an absolute ISO time (`step.sleepUntil`). */
export function resolveWakeTime(name: string, now: Date): Date {
  const duration = parseDuration(name);
  if (duration !== null) return new Date(now.getTime() + duration);
  const absolute = new Date(name);
  if (Number.isNaN(absolute.getTime())) throw new Error(`Unreadable sleep target: ${name}`);
  return absolute;
}
