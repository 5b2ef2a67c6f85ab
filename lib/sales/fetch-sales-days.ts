import "server-only";

import { storeClientForApp } from "@/lib/apps/store-client";
import type { App } from "@/lib/db/generated/client";
import type { StoreClient } from "@/lib/store/client";
import { isStoreError } from "@/lib/store/errors";

import { addDays, todayUtc } from "./sales-dates";
import { FETCH_CONCURRENCY } from "./sales-limits";
import { storeSalesDay } from "./store-sales-day";
import { summarizeSalesRows } from "./summarize-sales-rows";

/**
 * Reads one day's SALES SUMMARY report and stores the app's totals. ASC answers 404 both for a
 * report not published yet and for a day without any sales: from two days back, when every
 * territory's report is out, a 404 is stored as a day without sales; yesterday stays missing.
 */
async function fetchDay(client: StoreClient, app: App, day: string, now: number): Promise<void> {
  try {
    const report = await client.getSalesReport({
      "filter[vendorNumber]": [app.vendorNumber],
      "filter[reportType]": ["SALES"],
      "filter[reportSubType]": ["SUMMARY"],
      "filter[frequency]": ["DAILY"],
      "filter[reportDate]": [day],
    });
    await storeSalesDay(app.id, day, summarizeSalesRows(report.rows, app.storeId));
  } catch (error) {
    if (!(isStoreError(error) && error.kind === "not_found")) throw error;
    if (day <= addDays(todayUtc(now), -2)) await storeSalesDay(app.id, day, []);
  }
}

/**
 * Fetches and stores the given days' reports, a few at a time. The first store failure stops
 * new requests and is thrown once those under way finish; days stored before it stay stored.
 */
export async function fetchSalesDays(app: App, days: string[], now: number = Date.now()): Promise<void> {
  if (days.length === 0) return;
  const client = await storeClientForApp(app);
  const queue = [...days];
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    for (let day = queue.shift(); day !== undefined && !failure; day = queue.shift()) {
      try {
        await fetchDay(client, app, day, now);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(FETCH_CONCURRENCY, days.length) }, worker));
  if (failure) throw failure.error;
}
