import "server-only";

import type { z } from "zod";

import { Prisma } from "@/lib/db/generated/client";

import { getSales } from "./get-sales";
import { eachDay } from "./sales-dates";
import type { dailySales, salesQuery } from "./schemas";

/**
 * Sales over [from, to] per day, summed over territories (what a chart draws), read like
 * `getSales` (missing days are fetched from the store first). Proceeds stay per currency: the
 * reports give no exchange rates, so sums across currencies would be invented.
 */
export async function getDailySales(
  userId: string,
  appId: string,
  range: z.output<typeof salesQuery>,
  now: number = Date.now(),
): Promise<z.input<typeof dailySales>> {
  const report = await getSales(userId, appId, range, now);
  const missing = new Set(report.missingDays);
  const byDay = new Map<string, { units: number; proceeds: Map<string, Prisma.Decimal> }>();
  for (const row of report.days) {
    const day = byDay.get(row.date) ?? { units: 0, proceeds: new Map() };
    day.units += row.units;
    day.proceeds.set(row.currency, (day.proceeds.get(row.currency) ?? new Prisma.Decimal(0)).plus(row.proceeds));
    byDay.set(row.date, day);
  }
  return {
    from: report.from,
    to: report.to,
    totals: report.totals,
    days: eachDay(range.from, range.to).map((date) => {
      const day = byDay.get(date);
      const proceeds = Object.fromEntries(
        [...(day?.proceeds ?? [])].sort(([a], [b]) => (a < b ? -1 : 1)).map(([currency, amount]) => [currency, amount.toFixed(2)]),
      );
      return { date, reported: !missing.has(date), units: day?.units ?? 0, proceeds };
    }),
    incomplete: report.incomplete,
    missingDays: report.missingDays,
  };
}
