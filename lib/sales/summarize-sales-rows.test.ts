import { describe, expect, it } from "vitest";

import { addDays, daysBetween, eachDay, isCalendarDay } from "./sales-dates";
import { summarizeSalesRows } from "./summarize-sales-rows";

const row = (appleId: string, country: string, currency: string, units: string, perUnit: string) => ({
  "Apple Identifier": appleId,
  "Country Code": country,
  "Currency of Proceeds": currency,
  Units: units,
  "Developer Proceeds": perUnit,
});

describe("summarizeSalesRows", () => {
  it("keeps the app's rows and sums units and units × per-unit proceeds per territory and currency, exactly", () => {
    const totals = summarizeSalesRows(
      [
        row("1", "US", "USD", "3", "0.70"),
        row("1", "US", "USD", "7", "0.70"),
        row("2", "US", "USD", "100", "5"),
        row("1", "DE", "EUR", "1", "0.10"),
        row("1", "DE", "EUR", "2", "0.20"),
      ],
      "1",
    );
    expect(totals).toEqual([
      { territory: "US", currency: "USD", units: 10, proceeds: "7.0000" },
      { territory: "DE", currency: "EUR", units: 3, proceeds: "0.5000" },
    ]);
  });

  it("gives nothing for a report without the app", () => {
    expect(summarizeSalesRows([row("2", "US", "USD", "1", "1")], "1")).toEqual([]);
  });
});

describe("sales dates", () => {
  it("accepts real calendar days only", () => {
    expect(["2024-02-29", "2025-12-31", "2000-01-01"].every(isCalendarDay)).toBe(true);
    expect(["2025-02-29", "2025-02-30", "2025-13-01", "2025-1-01", "yesterday", "2025-01-01T00:00:00Z"].some(isCalendarDay)).toBe(false);
  });

  it("counts and lists days across month and year ends", () => {
    expect(addDays("2024-12-31", 1)).toBe("2025-01-01");
    expect(addDays("2024-03-01", -1)).toBe("2024-02-29");
    expect(daysBetween("2024-01-01", "2024-12-31")).toBe(365);
    expect(eachDay("2024-12-30", "2025-01-02")).toEqual(["2024-12-30", "2024-12-31", "2025-01-01", "2025-01-02"]);
    expect(eachDay("2025-01-02", "2025-01-01")).toEqual([]);
  });
});
