import { Card } from "@/components/ui/card";
import type { PlatformAnalytics } from "@/client/api-types";
import { humanize } from "@/client/format";
import { AGENT_STATUS_LABELS, JOB_STATUS_LABELS, SYNC_STATUS_LABELS, TICKET_STATUS_LABELS } from "@/client/labels";

function Counts({
  title,
  counts,
  labels,
  extra,
}: {
  title: string;
  counts: Record<string, number>;
  labels: Record<string, string>;
  extra?: Record<string, number>;
}) {
  return (
    <div>
      <h3 className="mb-2 text-sm font-medium">{title}</h3>
      <dl className="flex flex-col gap-1 text-sm">
        {Object.entries(counts).map(([status, count]) => (
          <div key={status} className="flex justify-between gap-3">
            <dt className="text-zinc-600 dark:text-zinc-400">{labels[status] ?? humanize(status)}</dt>
            <dd className="tabular-nums">
              {count.toLocaleString()}
              {extra && (
                <span className="ml-1 text-xs text-zinc-600 dark:text-zinc-400">({(extra[status] ?? 0).toLocaleString()} in 24 h)</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** Each total by status. */
export function Breakdowns({ data }: { data: PlatformAnalytics }) {
  return (
    <Card title="By status">
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        <Counts title="Jobs" counts={data.jobs.byStatus} labels={JOB_STATUS_LABELS} extra={data.jobs.last24Hours.byStatus} />
        <Counts title="Apps by sync" counts={data.apps.bySyncStatus} labels={SYNC_STATUS_LABELS} />
        <Counts title="Agents" counts={data.agents.byStatus} labels={AGENT_STATUS_LABELS} />
        <Counts title="Tickets" counts={data.tickets.byStatus} labels={TICKET_STATUS_LABELS} />
      </div>
    </Card>
  );
}
