"use client";

import { useQuery } from "@tanstack/react-query";

import { Card } from "@/components/ui/card";
import { Badge } from "@/components/ui/status-badge";
import { EmptyState, QueryState } from "@/components/ui/states";
import { apiFetch, seg } from "@/lib/ui/api-fetch";
import type { StoreExperiment } from "@/lib/ui/api-types";
import { formatDate } from "@/lib/ui/format";
import { keys } from "@/lib/ui/queries";

/** Product page optimization experiments, read live from the store. */
export function AgentExperiments({ appId }: { appId: string }) {
  const experiments = useQuery({
    queryKey: keys.agentExperiments(appId),
    queryFn: ({ signal }) => apiFetch<{ items: StoreExperiment[] }>(`/api/apps/${seg(appId)}/agent/experiments`, { signal }),
    staleTime: 60_000,
  });
  return (
    <Card title="Experiments" description="Product page optimization experiments in App Store Connect.">
      <QueryState query={experiments} loadingLabel="Asking App Store Connect…">
        {({ items }) =>
          items.length === 0 ? (
            <EmptyState title="No experiments" />
          ) : (
            <ul className="divide-y divide-zinc-100 text-sm dark:divide-zinc-800">
              {items.map((experiment) => (
                <li key={experiment.id} className="py-2.5">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium">{experiment.name}</span>
                    <Badge tone={experiment.state === "ACCEPTED" ? "info" : experiment.state === "COMPLETED" ? "success" : "neutral"}>
                      {experiment.state}
                    </Badge>
                    {experiment.trafficProportion !== null && (
                      <span className="text-xs text-zinc-500">{experiment.trafficProportion}% of traffic</span>
                    )}
                  </div>
                  <p className="mt-0.5 text-xs text-zinc-500">
                    {experiment.startDate ? `From ${formatDate(experiment.startDate)}` : "Not started"}
                    {experiment.endDate ? ` to ${formatDate(experiment.endDate)}` : ""}
                    {experiment.treatments.length > 0 &&
                      ` · treatments: ${experiment.treatments.map((treatment) => treatment.name ?? "unnamed").join(", ")}`}
                  </p>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </Card>
  );
}
