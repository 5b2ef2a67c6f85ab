// Calendar days as `YYYY-MM-DD` strings (UTC), the way Sales and Trends reports name them.

const DAY_MS = 86_400_000;

const toMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromMs = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** True for a real calendar date written as YYYY-MM-DD (not 2025-02-30). */
export function isCalendarDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(toMs(value)) && fromMs(toMs(value)) === value;
}

export const todayUtc = (now: number = Date.now()) => fromMs(now);

export const addDays = (day: string, count: number) => fromMs(toMs(day) + count * DAY_MS);

/** Whole days from `from` to `to` (0 when equal). */
export const daysBetween = (from: string, to: string) => Math.round((toMs(to) - toMs(from)) / DAY_MS);

/** Every day from `from` to `to`, both included, oldest first. */
export function eachDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The date column's value for a day (Prisma maps `@db.Date` to UTC midnight). */
export const dayToDate = (day: string) => new Date(toMs(day));

export const dateToDay = (date: Date) => fromMs(date.getTime());
