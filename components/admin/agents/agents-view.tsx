"use client";

import Link from "next/link";

import { PageHeader } from "@/components/ui/card";
import { LoadMore } from "@/components/ui/load-more";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { EmptyState, Loading } from "@/components/ui/states";
import { AgentStatusBadge } from "@/components/ui/status-badge";
import { Time } from "@/components/ui/time";
import * as agent from "@/lib/agent/operations";
import type { AdminAgentSummary } from "@/client/api-types";
import { useLoadMore } from "@/client/use-load-more";

const COUNTS: [keyof AdminAgentSummary["counts"], string][] = [
  ["proposals", "proposed"],
  ["approvals", "approved"],
  ["rejections", "rejected"],
  ["executions", "executed"],
  ["errors", "errors"],
];

/** /admin/agents: every app's agent, those needing attention first (`adminListAgents`). */
export function AgentsView() {
  const agents = useLoadMore(agent.adminListAgents, {}, { refetchInterval: 30_000 });
  return (
    <>
      <PageHeader title="Agents" description="Every app's agent; those awaiting approval or in error first." />
      <ProblemAlert error={agents.error} className="mb-4" />
      {agents.isPending ? (
        <Loading label="Loading agents…" />
      ) : agents.items.length === 0 ? (
        !agents.error && <EmptyState title="No agents yet">Each registered app has one.</EmptyState>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900">
          <table className="card-table w-full text-left text-sm">
            <caption className="sr-only">Agents</caption>
            <thead className="border-b border-zinc-200 text-xs text-zinc-600 dark:text-zinc-400 uppercase dark:border-zinc-800">
              <tr>
                <th scope="col" className="px-4 py-2 font-medium">
                  App
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  Owner
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  Status
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  Activity
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  Last run
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-zinc-100 dark:divide-zinc-800">
              {agents.items.map((agent) => (
                <tr key={agent.id} data-testid="agent-row" className="align-top">
                  <td data-label="App" className="px-4 py-2.5">
                    <Link href={`/admin/agents/${agent.id}`} className="font-medium hover:underline">
                      {agent.app.name}
                    </Link>
                    <div className="font-mono text-xs text-zinc-600 dark:text-zinc-400">{agent.app.storeId}</div>
                  </td>
                  <td data-label="Owner" className="px-4 py-2.5">
                    <Link className="hover:underline" href={`/admin/users?search=${encodeURIComponent(agent.owner.email)}`}>
                      {agent.owner.email}
                    </Link>
                    {agent.owner.name && <div className="text-xs text-zinc-600 dark:text-zinc-400">{agent.owner.name}</div>}
                  </td>
                  <td data-label="Status" className="px-4 py-2.5">
                    <AgentStatusBadge status={agent.status} />
                    {agent.pendingActionSummary && (
                      <div className="mt-1 max-w-xs text-xs text-zinc-600 dark:text-zinc-400">{agent.pendingActionSummary}</div>
                    )}
                    {agent.lastError && <div className="mt-1 max-w-xs text-xs text-red-600">{agent.lastError}</div>}
                  </td>
                  <td data-label="Activity" className="px-4 py-2.5 text-xs text-zinc-600 dark:text-zinc-400">
                    {agent.counts.events.toLocaleString()} events
                    <div>{COUNTS.map(([key, label]) => `${agent.counts[key].toLocaleString()} ${label}`).join(" · ")}</div>
                  </td>
                  <td data-label="Last run" className="px-4 py-2.5">
                    <Time value={agent.lastTickAt} fallback="Never" />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <LoadMore
        hasNextPage={agents.hasNextPage}
        isFetchingNextPage={agents.isFetchingNextPage}
        loadMore={agents.loadMore}
        label="Load more agents"
      />
    </>
  );
}
