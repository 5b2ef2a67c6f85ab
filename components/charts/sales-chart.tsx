"use client";

import { Bar, CartesianGrid, ComposedChart, Line, Tooltip, XAxis, YAxis } from "recharts";

import type { DailySales } from "@/client/api-types";
import { formatDay, formatMoney } from "@/client/format";

import { ChartFigure } from "./chart-figure";
import { axisProps, TooltipBox } from "./chart-tooltip";

interface Point {
  day: string;
  units: number | null;
  proceeds: number | null;
}

/** Units per day (bars) and proceeds in one currency (line), with its table of figures. */
export function SalesChart({ sales, currency, height = 240 }: { sales: DailySales; currency: string | null; height?: number }) {
  const points: Point[] = sales.days.map((day) => ({
    day: day.date,
    units: day.reported ? day.units : null,
    proceeds: day.reported && currency ? Number(day.proceeds[currency] ?? 0) : null,
  }));
  const units = sales.days.reduce((sum, day) => sum + day.units, 0);
  const total = currency ? sales.totals.find((item) => item.currency === currency) : undefined;
  return (
    <ChartFigure
      testId="sales-chart"
      label={`Units${currency ? ` and proceeds in ${currency}` : ""} per day, ${formatDay(sales.from)} to ${formatDay(sales.to)}`}
      summary={`${units.toLocaleString()} units${total ? ` and ${formatMoney(total.proceeds, total.currency)} in proceeds` : ""} from ${formatDay(sales.from)} to ${formatDay(sales.to)}.`}
      table={{
        caption: "Sales per day",
        columns: ["Day", "Units", ...(currency ? [`Proceeds (${currency})`] : [])],
        rows: sales.days.map((day) => [
          formatDay(day.date),
          day.reported ? day.units.toLocaleString() : "Not reported yet",
          ...(currency ? [day.reported ? formatMoney(day.proceeds[currency] ?? 0, currency) : "—"] : []),
        ]),
      }}
    >
      <ComposedChart responsive data={points} style={{ width: "100%", height }} margin={{ top: 8, right: 4, bottom: 0, left: 4 }}>
        <CartesianGrid vertical={false} stroke="var(--chart-grid)" />
        <XAxis dataKey="day" tickFormatter={formatDay} minTickGap={24} {...axisProps} />
        <YAxis yAxisId="units" allowDecimals={false} width={44} {...axisProps} />
        {currency && (
          <YAxis
            yAxisId="proceeds"
            orientation="right"
            width={56}
            tickFormatter={(value: number) => formatMoney(value, currency).replace(/\.00$/, "")}
            {...axisProps}
          />
        )}
        <Tooltip
          cursor={{ fill: "var(--chart-grid)", opacity: 0.5 }}
          content={({ active, payload, label }) =>
            active && payload?.length ? (
              <TooltipBox
                title={formatDay(String(label))}
                lines={payload.map((entry) => ({
                  label: entry.dataKey === "units" ? "Units" : `Proceeds`,
                  value:
                    entry.value === null || entry.value === undefined
                      ? "Not reported"
                      : entry.dataKey === "units"
                        ? Number(entry.value).toLocaleString()
                        : formatMoney(Number(entry.value), currency ?? "USD"),
                  color: String(entry.color),
                }))}
              />
            ) : null
          }
        />
        <Bar yAxisId="units" dataKey="units" name="Units" fill="var(--chart-primary)" radius={[3, 3, 0, 0]} maxBarSize={18} />
        {currency && (
          <Line
            yAxisId="proceeds"
            dataKey="proceeds"
            name="Proceeds"
            stroke="var(--chart-secondary)"
            strokeWidth={2}
            dot={false}
            connectNulls={false}
            type="monotone"
          />
        )}
      </ComposedChart>
    </ChartFigure>
  );
}
