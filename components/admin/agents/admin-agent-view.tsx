"use client";

import Link from "next/link";

import { AgentEvents } from "@/components/agent/agent-events";
import { ChangeDiff } from "@/components/agent/change-diff";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { QueryState } from "@/components/ui/states";
import { AgentStatusBadge } from "@/components/ui/status-badge";

import { AgentConfigCard, AgentCounts, AgentFactsCard } from "./agent-summary-cards";
import { RecentActions } from "./recent-actions";
import { useAdminAgent, useWakeAgent } from "./use-admin-agent";

/** /admin/agents/{agentId}: state, configuration, pending action, counts, recent actions, event log; Wake. */
export function AdminAgentView({ agentId }: { agentId: string }) {
  const agent = useAdminAgent(agentId);
  const wake = useWakeAgent(agentId);
  return (
    <>
      <nav aria-label="Breadcrumb" className="mb-2 text-sm text-zinc-600 dark:text-zinc-400">
        <Link href="/admin/agents" className="hover:underline">
          Agents
        </Link>{" "}
        /
      </nav>
      <QueryState query={agent} loadingLabel="Loading the agent…">
        {(data) => (
          <div className="flex flex-col gap-6">
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="text-2xl font-semibold tracking-tight">{data.app.name}</h1>
              <AgentStatusBadge status={data.status} />
              <div className="ml-auto flex items-center gap-2">
                <span className="text-xs text-zinc-600 dark:text-zinc-400">Ends a sleep (or a wait before a retry) now.</span>
                <Button variant="secondary" pending={wake.isPending} onClick={() => wake.mutate()}>
                  Wake
                </Button>
              </div>
            </div>
            <ProblemAlert error={wake.error} />
            <AgentCounts counts={data.counts} />
            <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
              <div className="flex min-w-0 flex-col gap-6">
                {data.pendingAction && (
                  <Card
                    title="Pending action"
                    description={data.pendingAction.rationale}
                    className="border-amber-300 dark:border-amber-800"
                  >
                    <p className="mb-3 font-medium" data-testid="action-summary">
                      {data.pendingAction.summary}
                    </p>
                    <ChangeDiff
                      mutation={data.pendingAction.mutation}
                      fromModel={data.pendingAction.brain !== "rules" && data.pendingAction.brain !== "revert"}
                    />
                  </Card>
                )}
                <RecentActions actions={data.recentActions} />
                <AgentEvents agent={data} adminAgentId={agentId} />
              </div>
              <div className="flex min-w-0 flex-col gap-6">
                <AgentFactsCard agent={data} />
                <AgentConfigCard config={data.config} />
              </div>
            </div>
          </div>
        )}
      </QueryState>
    </>
  );
}
