"use client";

import { Bar, CartesianGrid, ComposedChart, Line, Tooltip, XAxis, YAxis } from "recharts";

import type { ReviewSummary } from "@/client/api-types";
import { formatMonth, formatRating } from "@/client/format";

import { ChartFigure } from "./chart-figure";
import { axisProps, TooltipBox } from "./chart-tooltip";

/** Reviews per month (bars) and their mean rating (line, 1–5), over the summary's twelve months. */
export function RatingTrendChart({ trend, height = 220 }: { trend: ReviewSummary["trend"]; height?: number }) {
  const withReviews = trend.filter((month) => month.count > 0);
  return (
    <ChartFigure
      testId="rating-trend"
      label={`Ratings per month, ${formatMonth(trend[0]!.month)} to ${formatMonth(trend.at(-1)!.month)}`}
      summary={
        withReviews.length
          ? `${withReviews.reduce((sum, month) => sum + month.count, 0).toLocaleString()} reviews over ${withReviews.length} of the last ${trend.length} months.`
          : `No reviews in the last ${trend.length} months.`
      }
      table={{
        caption: "Ratings per month",
        columns: ["Month", "Reviews", "Average rating"],
        rows: trend.map((month) => [
          formatMonth(month.month),
          month.count.toLocaleString(),
          month.average === null ? "—" : formatRating(month.average),
        ]),
      }}
    >
      <ComposedChart responsive data={trend} style={{ width: "100%", height }} margin={{ top: 8, right: 4, bottom: 0, left: 4 }}>
        <CartesianGrid vertical={false} stroke="var(--chart-grid)" />
        <XAxis dataKey="month" tickFormatter={(month: string) => formatMonth(month, true)} {...axisProps} />
        <YAxis yAxisId="rating" domain={[1, 5]} ticks={[1, 2, 3, 4, 5]} width={28} {...axisProps} />
        <YAxis yAxisId="count" orientation="right" allowDecimals={false} width={36} {...axisProps} />
        <Tooltip
          cursor={{ fill: "var(--chart-grid)", opacity: 0.5 }}
          content={({ active, payload, label }) =>
            active && payload?.length ? (
              <TooltipBox
                title={formatMonth(String(label))}
                lines={payload.map((entry) => ({
                  label: entry.dataKey === "count" ? "Reviews" : "Average rating",
                  value:
                    entry.value === null || entry.value === undefined
                      ? "—"
                      : entry.dataKey === "count"
                        ? Number(entry.value).toLocaleString()
                        : `${formatRating(Number(entry.value))} ★`,
                  color: String(entry.color),
                }))}
              />
            ) : null
          }
        />
        <Bar yAxisId="count" dataKey="count" name="Reviews" fill="var(--chart-muted)" radius={[3, 3, 0, 0]} maxBarSize={22} />
        <Line
          yAxisId="rating"
          dataKey="average"
          name="Average rating"
          stroke="var(--chart-accent)"
          strokeWidth={2.5}
          dot={{ r: 3, fill: "var(--chart-accent)" }}
          connectNulls
          type="monotone"
        />
      </ComposedChart>
    </ChartFigure>
  );
}
