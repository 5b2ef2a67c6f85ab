"use client";

import Link from "next/link";
import { useState } from "react";

import { SalesChart } from "@/components/charts/sales-chart";
import { Card } from "@/components/ui/card";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { EmptyState, Loading } from "@/components/ui/states";
import * as sales from "@/lib/sales/operations";
import { ApiProblem } from "@/client/api-fetch";
import type { App, DailySales } from "@/client/api-types";
import { formatDay, formatMoney, plural } from "@/client/format";
import { useOperation } from "@/client/use-operation";

const DAYS = 30;

/** The last `count` full UTC days: Apple publishes a day's report the next morning, so today is left out. */
function lastDays(count: number, now = Date.now()): { from: string; to: string } {
  const day = (offset: number) => new Date(now - offset * 86_400_000).toISOString().slice(0, 10);
  return { from: day(count), to: day(1) };
}

/** Units and proceeds per day over the last 30 days, from App Store Connect's sales reports. */
export function SalesCard({ app }: { app: App }) {
  const [range] = useState(() => lastDays(DAYS));
  const daily = useOperation(sales.getDailySales, { params: { appId: app.id }, query: range }, { staleTime: 5 * 60_000 });
  return (
    <Card title="Sales" description={`Last ${DAYS} days (UTC), from Apple's daily sales reports.`}>
      {daily.data ? (
        <SalesFigures sales={daily.data} />
      ) : daily.error instanceof ApiProblem && daily.error.code === "sales_need_team_key" ? (
        <EmptyState title="Sales need a team key">
          Apple shares sales reports with team keys only (Admin, Finance or Sales role).{" "}
          <Link href={`/apps/${app.id}/settings`} className="font-medium underline">
            Replace the key in the settings
          </Link>
          .
        </EmptyState>
      ) : daily.error ? (
        <ProblemAlert error={daily.error} />
      ) : (
        <Loading label="Reading sales reports…" />
      )}
    </Card>
  );
}

function SalesFigures({ sales }: { sales: DailySales }) {
  const byUnits = [...sales.totals].sort((a, b) => b.units - a.units);
  const [currency, setCurrency] = useState<string | null>(byUnits[0]?.currency ?? null);
  const units = sales.totals.reduce((sum, total) => sum + total.units, 0);
  const total = sales.totals.find((item) => item.currency === currency);
  const missing = sales.missingDays.length;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-x-8 gap-y-3">
        <dl className="flex flex-wrap items-end gap-x-8 gap-y-3">
          <div>
            <dt className="text-sm text-zinc-600 dark:text-zinc-400">Units</dt>
            <dd className="text-2xl font-semibold tabular-nums" data-testid="sales-units" data-value={units}>
              {units.toLocaleString()}
            </dd>
          </div>
          {total && (
            <div>
              <dt className="text-sm text-zinc-600 dark:text-zinc-400">Proceeds in {total.currency}</dt>
              <dd
                className="text-2xl font-semibold tabular-nums"
                data-testid="sales-proceeds"
                data-currency={total.currency}
                data-value={total.proceeds}
              >
                {formatMoney(total.proceeds, total.currency)}
              </dd>
            </div>
          )}
        </dl>
        {sales.totals.length > 1 && (
          <div className="ml-auto">
            <label className="flex items-center gap-2 text-sm">
              <span className="text-zinc-600 dark:text-zinc-400">Proceeds in</span>
              <select
                className="rounded-md border border-zinc-300 bg-white px-2 py-1 dark:border-zinc-700 dark:bg-zinc-900"
                value={currency ?? ""}
                onChange={(event) => setCurrency(event.target.value)}
              >
                {byUnits.map((item) => (
                  <option key={item.currency} value={item.currency}>
                    {item.currency}
                  </option>
                ))}
              </select>
            </label>
          </div>
        )}
      </div>
      {units === 0 && missing === 0 ? <EmptyState title="No sales in these days" /> : <SalesChart sales={sales} currency={currency} />}
      {sales.totals.length > 1 && (
        <p className="text-xs text-zinc-600 dark:text-zinc-400">
          Proceeds are paid in {sales.totals.length} currencies:{" "}
          {sales.totals.map((item) => formatMoney(item.proceeds, item.currency)).join(", ")}. Apple&apos;s reports give no exchange rates,
          so they are not added up.
        </p>
      )}
      {missing > 0 && (
        <p className="text-xs text-zinc-600 dark:text-zinc-400">
          {plural(missing, "day")} without a report yet ({sales.missingDays.slice(0, 3).map(formatDay).join(", ")}
          {missing > 3 ? ", …" : ""}): Apple publishes each day&apos;s report the next morning.
        </p>
      )}
    </div>
  );
}
