// Sales and Trends reports arrive as gzip-compressed, tab-separated text with a header row.

import { gunzipSync } from "node:zlib";

import { StoreError } from "./errors";

export interface SalesReport {
  columns: string[];
  rows: Record<string, string>[];
}

/** A daily summary is a few kilobytes per app; a report that unpacks to more than this is not one. */
const MAX_REPORT_BYTES = 64 * 1024 * 1024;

/** The columns the service reads (lib/sales/summarize-sales-rows.ts), with the numbers among them. */
const REQUIRED_COLUMNS = ["Apple Identifier", "Units", "Developer Proceeds", "Country Code", "Currency of Proceeds"];
const NUMBER_COLUMNS = ["Units", "Developer Proceeds"];

const unreadable = (why: string) =>
  new StoreError("invalid_response", `The sales report could not be read: ${why}`, {
    summary: "App Store Connect sent a sales report the service could not read.",
  });

/**
 * The report's rows by column. A report that does not unpack, lacks a column the service reads, or
 * has a row whose units or proceeds are not numbers is refused whole (`invalid_response`): a day
 * stored from half a report would pass for that day's sales and never be read again.
 */
export function parseSalesReport(gzipped: Uint8Array): SalesReport {
  let text: string;
  try {
    text = gunzipSync(gzipped, { maxOutputLength: MAX_REPORT_BYTES }).toString("utf8");
  } catch {
    throw unreadable("it is not a gzip file of at most 64 MB");
  }
  const lines = text.split(/\r?\n/).filter((line) => line.length > 0);
  const columns = (lines[0] ?? "").split("\t");
  const missing = REQUIRED_COLUMNS.filter((column) => !columns.includes(column));
  if (missing.length > 0) throw unreadable(`it has no ${missing.join(", ")} column`);
  const rows = lines.slice(1).map((line, index) => {
    const cells = line.split("\t");
    const row = Object.fromEntries(columns.map((column, i) => [column, cells[i] ?? ""]));
    for (const column of NUMBER_COLUMNS) {
      if (row[column]!.trim() === "" || !Number.isFinite(Number(row[column])))
        throw unreadable(`row ${index + 1} has no number in ${column}`);
    }
    return row;
  });
  return { columns, rows };
}
