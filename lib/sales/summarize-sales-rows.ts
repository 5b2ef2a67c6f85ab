import { Prisma } from "@/lib/db/generated/client";

export interface SalesDayTotal {
  territory: string;
  currency: string;
  units: number;
  /** Exact decimal string. */
  proceeds: string;
}

/**
 * One app's rows of a daily SALES SUMMARY report, summed per territory and currency, exactly
 * as the sync stores the latest day (lib/sync/groups/sales.ts): the report covers the whole vendor
 * account, so rows are kept by "Apple Identifier"; "Developer Proceeds" is per unit.
 */
export function summarizeSalesRows(rows: Record<string, string>[], appStoreId: string): SalesDayTotal[] {
  const totals = new Map<string, { territory: string; currency: string; units: number; proceeds: Prisma.Decimal }>();
  for (const row of rows) {
    if (row["Apple Identifier"] !== appStoreId) continue;
    const territory = row["Country Code"] ?? "";
    const currency = row["Currency of Proceeds"] ?? "";
    const units = Number(row["Units"] ?? 0);
    const perUnit = Number(row["Developer Proceeds"] ?? 0);
    if (!Number.isFinite(units) || !Number.isFinite(perUnit)) continue;
    const key = `${territory}|${currency}`;
    const entry = totals.get(key) ?? { territory, currency, units: 0, proceeds: new Prisma.Decimal(0) };
    entry.units += units;
    entry.proceeds = entry.proceeds.plus(new Prisma.Decimal(perUnit).times(units));
    totals.set(key, entry);
  }
  return [...totals.values()].map((total) => ({ ...total, proceeds: total.proceeds.toFixed(4) }));
}
