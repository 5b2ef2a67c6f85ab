import "server-only";

import type { z } from "zod";

import { getAppOrThrow } from "@/lib/apps/find-app";
import { storeErrorToApiError } from "@/lib/apps/store-errors";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { ApiError } from "@/lib/http/errors";

import { fetchSalesDays } from "./fetch-sales-days";
import { addDays, dateToDay, dayToDate, eachDay, todayUtc } from "./sales-dates";
import { DAILY_REPORT_RETENTION_DAYS, MAX_FETCHED_DAYS } from "./sales-limits";
import type { salesQuery, salesReport } from "./schemas";

const money = (value: Prisma.Decimal) => value.toFixed(2);

async function storedRows(appId: string, from: string, to: string) {
  return db().salesDay.findMany({
    where: { appId, date: { gte: dayToDate(from), lte: dayToDate(to) } },
    orderBy: [{ date: "asc" }, { territory: "asc" }, { currency: "asc" }],
  });
}

/**
 * Sales over [from, to]. Days not stored yet whose report can exist (yesterday back to Apple's
 * retention) are fetched from the store, newest first, at most MAX_FETCHED_DAYS per call.
 */
export async function getSales(
  userId: string,
  appId: string,
  range: z.output<typeof salesQuery>,
  now: number = Date.now(),
): Promise<z.input<typeof salesReport>> {
  const app = await getAppOrThrow(userId, appId, "sales.read");
  const key = await db().credential.findUniqueOrThrow({ where: { id: app.credentialId }, select: { isIndividualKey: true } });
  if (key.isIndividualKey) {
    throw new ApiError(
      "sales_need_team_key",
      "Apple gives individual keys no sales access: replace the app's key with a team key (Admin, Finance or Sales role) to see sales.",
    );
  }
  const days = eachDay(range.from, range.to);
  const readDays = async () =>
    new Set(
      (
        await db().salesReportDay.findMany({
          where: { appId: app.id, date: { gte: dayToDate(range.from), lte: dayToDate(range.to) } },
          select: { date: true },
        })
      ).map((row) => dateToDay(row.date)),
    );
  const stored = await readDays();
  const today = todayUtc(now);
  const oldestKept = addDays(today, -DAILY_REPORT_RETENTION_DAYS);
  const toFetch = days
    .filter((day) => !stored.has(day) && day < today && day >= oldestKept)
    .reverse()
    .slice(0, MAX_FETCHED_DAYS);
  try {
    await fetchSalesDays(app, toFetch, now);
  } catch (error) {
    throw storeErrorToApiError(error, "sales reports");
  }

  const present = toFetch.length > 0 ? await readDays() : stored;
  const sales = await storedRows(app.id, range.from, range.to);
  const totals = new Map<string, { units: number; proceeds: Prisma.Decimal }>();
  for (const row of sales) {
    const total = totals.get(row.currency) ?? { units: 0, proceeds: new Prisma.Decimal(0) };
    total.units += row.units;
    total.proceeds = total.proceeds.plus(row.proceeds);
    totals.set(row.currency, total);
  }
  const missingDays = days.filter((day) => !present.has(day));
  return {
    from: range.from,
    to: range.to,
    totals: [...totals.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([currency, total]) => ({ currency, units: total.units, proceeds: money(total.proceeds) })),
    days: sales.map((row) => ({
      date: dateToDay(row.date),
      territory: row.territory,
      currency: row.currency,
      units: row.units,
      proceeds: money(row.proceeds),
    })),
    incomplete: missingDays.length > 0,
    missingDays,
  };
}
