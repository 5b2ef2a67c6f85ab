// Sales and Trends reports arrive as gzip-compressed, tab-separated text with a header row.

import { gunzipSync } from "node:zlib";

export interface SalesReport {
  columns: string[];
  rows: Record<string, string>[];
}

export function parseSalesReport(gzipped: Uint8Array): SalesReport {
  const text = gunzipSync(gzipped).toString("utf8");
  const lines = text.split(/\r?\n/).filter((line) => line.length > 0);
  const columns = (lines[0] ?? "").split("\t");
  const rows = lines.slice(1).map((line) => {
    const cells = line.split("\t");
    return Object.fromEntries(columns.map((column, i) => [column, cells[i] ?? ""]));
  });
  return { columns, rows };
}
