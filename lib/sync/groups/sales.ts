import "server-only";

import { db } from "@/lib/db/client";
import { addDays, dayToDate, todayUtc } from "@/lib/sales/sales-dates";
import { storeSalesDay } from "@/lib/sales/store-sales-day";
import { summarizeSalesRows } from "@/lib/sales/summarize-sales-rows";
import { readLatestSales } from "@/lib/store/read-app-for-sync";

import type { SyncContext } from "../context";
import type { Counts } from "./counts";

/**
 * Yesterday's sales summary, per territory and currency (team keys only: Apple's rule). A day's
 * report does not change once published, so a day already read is not asked for again.
 */
export async function syncSales({ app, client }: SyncContext): Promise<Counts> {
  const reportDate = addDays(todayUtc(), -1);
  const read = await db().salesReportDay.findUnique({ where: { appId_date: { appId: app.id, date: dayToDate(reportDate) } } });
  if (read) return {};
  const sales = await readLatestSales(client, app.storeId, { vendorNumber: app.vendorNumber, reportDate });
  if (!sales) return { salesRows: 0 };
  await storeSalesDay(app.id, sales.reportDate, summarizeSalesRows(sales.report.rows, app.storeId));
  return { salesRows: sales.report.rows.length };
}
