"use client";

import { Card } from "@/components/ui/card";
import { EmptyState, QueryState } from "@/components/ui/states";
import { ExperimentStateBadge } from "@/components/ui/status-badge";
import * as agent from "@/lib/agent/operations";
import { formatDate } from "@/client/format";
import { useOperation } from "@/client/use-operation";

/** Product page optimization experiments, read live from the store. */
export function AgentExperiments({ appId }: { appId: string }) {
  const experiments = useOperation(
    agent.listAppAgentExperiments,
    { params: { appId } },
    {
      staleTime: 60_000,
    },
  );
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
                    <ExperimentStateBadge state={experiment.state} />
                    {experiment.trafficProportion !== null && (
                      <span className="text-xs text-zinc-600 dark:text-zinc-400">{experiment.trafficProportion}% of traffic</span>
                    )}
                  </div>
                  <p className="mt-0.5 text-xs text-zinc-600 dark:text-zinc-400">
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
