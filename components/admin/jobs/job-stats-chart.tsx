"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";

import { StackedBarChart, type Bar } from "@/components/ui/bar-chart";
import { Card } from "@/components/ui/card";
import { QueryState } from "@/components/ui/states";
import { apiFetch } from "@/lib/ui/api-fetch";
import type { JobStats, JobStatus } from "@/lib/ui/api-types";
import { JOB_STATUS_LABELS } from "@/lib/ui/labels";
import { keys } from "@/lib/ui/queries";

const COLORS: Record<JobStatus, string> = {
  completed: "bg-emerald-500",
  failed: "bg-red-500",
  running: "bg-blue-500",
  sleeping: "bg-zinc-400",
  queued: "bg-zinc-300 dark:bg-zinc-600",
  cancelled: "bg-amber-400",
};
const STATUSES = Object.keys(COLORS) as JobStatus[];
const RANGES = [7, 14, 30, 90];

/** The last `days` UTC dates, oldest first (YYYY-MM-DD), so days without jobs still get a bar. */
function lastDays(days: number): string[] {
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  return Array.from({ length: days }, (_, index) => new Date(today - (days - 1 - index) * 86_400_000).toISOString().slice(0, 10));
}

/** One bar per day, stacked by status, over every queue or the one `queueName`. */
function toBars(stats: JobStats, queueName: string): Bar[] {
  return lastDays(stats.days).map((day) => {
    const rows = stats.items.filter((item) => item.day === day && (!queueName || item.queueName === queueName));
    return {
      label: day.slice(5),
      segments: STATUSES.map((status) => ({
        key: status,
        label: JOB_STATUS_LABELS[status],
        className: COLORS[status],
        value: rows.reduce((sum, row) => sum + row.counts[status], 0),
      })),
    };
  });
}

/** Jobs created per day by status (GET /api/admin/jobs/stats), as plain CSS bars. */
export function JobStatsChart({ queueName }: { queueName: string }) {
  const [days, setDays] = useState(14);
  const stats = useQuery({
    queryKey: keys.adminJobStats(days),
    queryFn: ({ signal }) => apiFetch<JobStats>("/api/admin/jobs/stats", { query: { days }, signal }),
    placeholderData: (previous) => previous,
  });
  return (
    <Card
      title="Jobs per day"
      description={`By status, UTC days${queueName ? `, queue ${queueName}` : ", every queue"}.`}
      actions={
        <label className="flex items-center gap-2 text-sm">
          <span className="text-zinc-500">Range</span>
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
        {(data) => <StackedBarChart label={`Jobs per day over the last ${data.days} days`} bars={toBars(data, queueName)} />}
      </QueryState>
    </Card>
  );
}
