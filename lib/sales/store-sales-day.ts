import "server-only";

import { db } from "@/lib/db/client";

import { dayToDate } from "./sales-dates";
import type { SalesDayTotal } from "./summarize-sales-rows";

/**
 * Stores one day's totals and records the day as read (with or without sales), in one
 * transaction, so a day is fetched from the store once.
 */
export async function storeSalesDay(appId: string, day: string, totals: SalesDayTotal[]): Promise<void> {
  const date = dayToDate(day);
  await db().$transaction(async (tx) => {
    for (const row of totals) {
      await tx.salesDay.upsert({
        where: { appId_date_territory_currency: { appId, date, territory: row.territory, currency: row.currency } },
        create: { appId, date, ...row },
        update: { units: row.units, proceeds: row.proceeds },
      });
    }
    await tx.salesReportDay.upsert({
      where: { appId_date: { appId, date } },
      create: { appId, date, hasSales: totals.length > 0 },
      update: { hasSales: totals.length > 0, fetchedAt: new Date() },
    });
  });
}
