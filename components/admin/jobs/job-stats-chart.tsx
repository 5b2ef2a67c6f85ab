"use client";

import { useState } from "react";
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from "recharts";

import { ChartFigure } from "@/components/charts/chart-figure";
import { axisProps, TooltipBox } from "@/components/charts/chart-tooltip";
import { Card } from "@/components/ui/card";
import { QueryState } from "@/components/ui/states";
import * as adminJobs from "@/lib/admin-jobs/operations";
import type { JobStats, JobStatus } from "@/client/api-types";
import { formatDay } from "@/client/format";
import { queueLabel } from "@/client/job-labels";
import { JOB_STATUS_LABELS } from "@/client/labels";
import { useOperation } from "@/client/use-operation";

/** Stack order (bottom first) and colours, light and dark through the chart variables. */
const SERIES: [JobStatus, string][] = [
  ["completed", "var(--chart-secondary)"],
  ["failed", "#dc2626"],
  ["running", "var(--chart-primary)"],
  ["sleeping", "var(--chart-muted)"],
  ["queued", "#71717a"],
  ["cancelled", "var(--chart-accent)"],
];
const RANGES = [7, 14, 30, 90];

type Row = { day: string; total: number } & Record<JobStatus, number>;

/** The last `days` UTC dates, oldest first (YYYY-MM-DD), so days without jobs still get a bar. */
function lastDays(days: number): string[] {
  const now = new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, index) => new Date(today - (days - 1 - index) * 86_400_000).toISOString().slice(0, 10));
}

/** One row per day, over every queue or the one `queueName`. */
function toRows(stats: JobStats, queueName: string): Row[] {
  return lastDays(stats.days).map((day) => {
    const items = stats.items.filter((item) => item.day === day && (!queueName || item.queueName === queueName));
    const counts = Object.fromEntries(
      SERIES.map(([status]) => [status, items.reduce((sum, item) => sum + item.counts[status], 0)]),
    ) as Record<JobStatus, number>;
    return { day, total: Object.values(counts).reduce((sum, value) => sum + value, 0), ...counts };
  });
}

/** Jobs created per day by status (`getJobStats`), stacked bars with axes and a tooltip. */
export function JobStatsChart({ queueName }: { queueName: string }) {
  const [days, setDays] = useState(14);
  const stats = useOperation(adminJobs.getJobStats, { query: { days } }, { placeholderData: (previous) => previous });
  return (
    <Card
      title="Jobs per day"
      description={`By status, UTC days, ${queueName ? queueLabel(queueName).toLowerCase() : "every queue"}.`}
      actions={
        <label className="flex items-center gap-2 text-sm">
          <span className="text-zinc-600 dark:text-zinc-400">Range</span>
          <select
            className="rounded-md border border-zinc-300 bg-white px-2 py-1 text-sm dark:border-zinc-700 dark:bg-zinc-900"
            value={days}
            onChange={(event) => setDays(Number(event.target.value))}
          >
            {RANGES.map((range) => (
              <option key={range} value={range}>
                {range} days
              </option>
            ))}
          </select>
        </label>
      }
    >
      <QueryState query={stats} loadingLabel="Loading statistics…">
        {(data) => {
          const rows = toRows(data, queueName);
          const shown = SERIES.filter(([status]) => rows.some((row) => row[status] > 0));
          return (
            <ChartFigure
              testId="jobs-chart"
              label={`Jobs per day over the last ${data.days} days`}
              summary={`${rows.reduce((sum, row) => sum + row.total, 0).toLocaleString()} jobs over the last ${data.days} days, ${rows.reduce((sum, row) => sum + row.failed, 0).toLocaleString()} of them failed.`}
              table={{
                caption: "Jobs per day by status",
                columns: ["Day", "Total", ...SERIES.map(([status]) => JOB_STATUS_LABELS[status])],
                rows: rows.map((row) => [
                  formatDay(row.day),
                  row.total.toLocaleString(),
                  ...SERIES.map(([status]) => row[status].toLocaleString()),
                ]),
              }}
            >
              <BarChart responsive data={rows} style={{ width: "100%", height: 220 }} margin={{ top: 8, right: 4, bottom: 0, left: 4 }}>
                <CartesianGrid vertical={false} stroke="var(--chart-grid)" />
                <XAxis dataKey="day" tickFormatter={formatDay} minTickGap={16} {...axisProps} />
                <YAxis allowDecimals={false} width={40} {...axisProps} />
                <Tooltip
                  cursor={{ fill: "var(--chart-grid)", opacity: 0.5 }}
                  content={({ active, payload, label }) =>
                    active && payload?.length ? (
                      <TooltipBox
                        title={formatDay(String(label))}
                        lines={payload
                          .filter((entry) => Number(entry.value) > 0)
                          .map((entry) => ({
                            label: String(entry.name),
                            value: Number(entry.value).toLocaleString(),
                            color: String(entry.color),
                          }))}
                      />
                    ) : null
                  }
                />
                <Legend
                  wrapperStyle={{ fontSize: 12 }}
                  formatter={(value: string) => <span className="text-zinc-700 dark:text-zinc-300">{value}</span>}
                />
                {shown.map(([status, color]) => (
                  <Bar key={status} dataKey={status} name={JOB_STATUS_LABELS[status]} stackId="jobs" fill={color} maxBarSize={28} />
                ))}
              </BarChart>
            </ChartFigure>
          );
        }}
      </QueryState>
    </Card>
  );
}
