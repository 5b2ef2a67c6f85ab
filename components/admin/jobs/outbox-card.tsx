"use client";

import { Card, Details } from "@/components/ui/card";
import { QueryState } from "@/components/ui/states";
import { Badge, type Tone } from "@/components/ui/status-badge";
import { Time } from "@/components/ui/time";
import * as adminJobs from "@/lib/admin-jobs/operations";
import type { OutboxStatus } from "@/client/api-types";
import { useOperation } from "@/client/use-operation";

const DRAIN_LABELS: Record<OutboxStatus["drain"], string> = { embedded_runner: "The built-in job runner", inngest: "The Inngest server" };
const STATE: Record<OutboxStatus["state"], { label: string; tone: Tone }> = {
  ok: { label: "Up to date", tone: "success" },
  delayed: { label: "Behind", tone: "warning" },
  failing: { label: "Sending fails", tone: "danger" },
};

function waited(seconds: number): string {
  if (seconds < 90) return `${seconds} seconds`;
  if (seconds < 90 * 60) return `${Math.round(seconds / 60)} minutes`;
  return `${Math.round(seconds / 3600)} hours`;
}

/**
 * Event delivery (`getOutbox`): every job starts from an event written to the
 * outbox; this shows whether they are being delivered, refreshed every 10 seconds.
 */
export function OutboxCard() {
  const outbox = useOperation(adminJobs.getOutbox, {}, { refetchInterval: 10_000 });
  return (
    <Card
      title="Event delivery"
      description="Jobs start from events, which wait in the database until they are delivered."
      actions={
        outbox.data && (
          <Badge tone={STATE[outbox.data.state].tone} testId="outbox-state">
            {STATE[outbox.data.state].label}
          </Badge>
        )
      }
    >
      <QueryState query={outbox} loadingLabel="Loading event delivery…">
        {(status) => (
          <div className="flex flex-col gap-3">
            <p className="text-sm" data-testid="outbox-summary">
              {status.pending === 0
                ? "Every event has been delivered."
                : `${status.pending} ${status.pending === 1 ? "event waits" : "events wait"}; the oldest for ${waited(status.lagSeconds)}.`}
              {status.failing > 0 &&
                ` Sending ${status.failing === 1 ? "one of them" : `${status.failing} of them`} failed; it is retried automatically.`}
            </p>
            <Details
              items={[
                ["Delivered by", DRAIN_LABELS[status.drain]],
                ["Last delivery", <Time key="delivered" value={status.lastDeliveredAt} fallback="None yet" />],
                ...(status.lastError ? ([["Last failure", status.lastError]] as [string, string][]) : []),
              ]}
            />
          </div>
        )}
      </QueryState>
    </Card>
  );
}
