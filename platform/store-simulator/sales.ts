// Sales and Trends "SALES / SUMMARY / DAILY" reports. Rows are a pure function of (seed,
// app, date), so every past day has a report without storing years of rows in the state.

import { gzipSync } from "node:zlib";
import { createRandom, hashSeed } from "./prng";
import { COUNTRY_CODE, CURRENCY_BY_TERRITORY, TERRITORIES } from "./seed-content";
import type { SimState } from "./state";

// Column order of Apple's Sales Summary report (version 1_0/1_1).
export const SALES_COLUMNS = [
  "Provider",
  "Provider Country",
  "SKU",
  "Developer",
  "Title",
  "Version",
  "Product Type Identifier",
  "Units",
  "Developer Proceeds",
  "Begin Date",
  "End Date",
  "Customer Currency",
  "Country Code",
  "Currency of Proceeds",
  "Apple Identifier",
  "Customer Price",
  "Promo Code",
  "Parent Identifier",
  "Subscription",
  "Period",
  "Category",
  "CMB",
  "Device",
  "Supported Platforms",
  "Proceeds Reason",
  "Preserved Pricing",
  "Client",
  "Order Type",
] as const;

const DEVICES = ["iPhone", "iPhone", "iPhone", "iPad", "Desktop"] as const;

function usDate(isoDate: string): string {
  const [y, m, d] = isoDate.split("-");
  return `${m}/${d}/${y}`;
}

export function salesRows(state: SimState, isoDate: string): string[][] {
  const rows: string[][] = [];
  for (const app of state.apps) {
    const random = createRandom(hashSeed(state.seed, app.id, isoDate));
    const territories = [...new Set(TERRITORIES)];
    for (const territory of territories) {
      const weight = TERRITORIES.filter((t) => t === territory).length / TERRITORIES.length;
      const units = Math.round(app.dailyUnits * weight * (0.5 + random.next()));
      if (units === 0) continue;
      const version = state.versions.find((v) => v.appId === app.id && v.appStoreState === "READY_FOR_SALE")?.versionString ?? "1.0";
      const currency = CURRENCY_BY_TERRITORY[territory] ?? "USD";
      rows.push([
        "APPLE",
        "US",
        app.sku,
        "Demo Publisher",
        app.name,
        version,
        "1F",
        String(units),
        (app.price * 0.7).toFixed(2),
        usDate(isoDate),
        usDate(isoDate),
        currency,
        COUNTRY_CODE[territory] ?? "US",
        currency,
        app.id,
        app.price.toFixed(2),
        "",
        "",
        "",
        "",
        "Productivity",
        "",
        random.pick(DEVICES),
        "iOS",
        "",
        "",
        "",
        "",
      ]);
    }
  }
  return rows;
}

export function salesReportGzip(state: SimState, isoDate: string): Uint8Array {
  // A cell holds no tab or line break (an app's name may): they would split the row, as in Apple's files.
  const cell = (value: string) => value.replace(/[\t\r\n]+/g, " ");
  const lines = [SALES_COLUMNS.join("\t"), ...salesRows(state, isoDate).map((row) => row.map(cell).join("\t"))];
  return new Uint8Array(gzipSync(`${lines.join("\n")}\n`));
}
