import { z } from "zod";

import { daysBetween, isCalendarDay, todayUtc } from "./sales-dates";

/** The longest range one request may cover, both ends included (a leap year fits). */
export const MAX_RANGE_DAYS = 366;

const day = z.iso.date("A calendar date as YYYY-MM-DD");

export const salesQuery = z
  .strictObject({
    from: day.describe("First day (YYYY-MM-DD, UTC), included."),
    to: day.describe(`Last day (YYYY-MM-DD, UTC), included; not in the future, at most ${MAX_RANGE_DAYS} days from \`from\`.`),
  })
  .superRefine((query, context) => {
    // Field errors are reported already; compare only real dates.
    if (!isCalendarDay(query.from) || !isCalendarDay(query.to)) return;
    if (query.from > query.to) context.addIssue({ code: "custom", path: ["from"], message: "Must not be after `to`" });
    else if (daysBetween(query.from, query.to) + 1 > MAX_RANGE_DAYS) {
      context.addIssue({ code: "custom", path: ["to"], message: `At most ${MAX_RANGE_DAYS} days from \`from\`, both included` });
    }
    if (query.to > todayUtc()) context.addIssue({ code: "custom", path: ["to"], message: "Must not be in the future (UTC)" });
  });

const proceeds = z
  .string()
  .regex(/^-?\d+\.\d{2}$/)
  .describe('Developer proceeds in `currency`, as an exact decimal string (e.g. `"1234.50"`).');

export const salesTotal = z
  .object({ currency: z.string().describe("ISO 4217, as Apple pays proceeds."), units: z.number().int(), proceeds })
  .meta({ id: "SalesTotal" });

export const salesDayRow = z
  .object({
    date: z.iso.date(),
    territory: z.string().describe("Country code as in Apple's sales reports (ISO 3166-1 alpha-2, e.g. `US`)."),
    currency: z.string(),
    units: z.number().int(),
    proceeds,
  })
  .meta({ id: "SalesDay" });

export const salesReport = z
  .object({
    from: z.iso.date(),
    to: z.iso.date(),
    totals: z.array(salesTotal).describe("Per currency over the range, by currency code."),
    days: z.array(salesDayRow).describe("Per day, territory and currency, oldest day first. Days without sales have no entry."),
    incomplete: z.boolean().describe("True when `missingDays` is not empty: the figures leave those days out."),
    missingDays: z
      .array(z.iso.date())
      .describe(
        "Days with no data yet: not published by Apple yet (today, usually yesterday), beyond this call's fetch limit (call again), or older than Apple keeps daily reports.",
      ),
  })
  .meta({ id: "SalesReport" });

export const dailySales = z
  .object({
    from: z.iso.date(),
    to: z.iso.date(),
    totals: z.array(salesTotal).describe("Per currency over the range, by currency code."),
    days: z
      .array(
        z.object({
          date: z.iso.date(),
          reported: z.boolean().describe("False for a day in `missingDays`: its figures are unknown, not zero."),
          units: z.number().int().describe("Units over every territory."),
          proceeds: z
            .record(z.string(), proceeds)
            .describe("Proceeds per currency (ISO 4217); currencies without proceeds that day are left out."),
        }),
      )
      .describe("Every day of the range, oldest first, summed over territories."),
    incomplete: z.boolean(),
    missingDays: z.array(z.iso.date()).describe("As in `GET /apps/{appId}/analytics/sales`."),
  })
  .meta({ id: "DailySales" });
