"use client";

import { QueryState } from "@/components/ui/states";
import { DECIDED_WITH } from "@/lib/agent/mutations";
import { useAgent, useApp, useTeamPermissions } from "@/client/queries";

import { AgentConfigForm } from "./agent-config-form";
import { AgentEvents } from "./agent-events";
import { AgentExperiments } from "./agent-experiments";
import { AgentMemories } from "./agent-memories";
import { AgentStatusCard } from "./agent-status-card";
import { PendingActionCard } from "./pending-action-card";

export function AgentView({ appId }: { appId: string }) {
  const agent = useAgent(appId);
  // What the member's role may do here: manage the agent, and decide the kind of change it proposes.
  const { may } = useTeamPermissions(useApp(appId).data?.teamId);
  return (
    <QueryState query={agent} loadingLabel="Loading the agent…">
      {(data) => (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="flex min-w-0 flex-col gap-6">
            <AgentStatusCard agent={data} canManage={may("agent.manage")} />
            {data.pendingAction && (
              <PendingActionCard
                key={data.pendingAction.id}
                appId={appId}
                action={data.pendingAction}
                canDecide={may(DECIDED_WITH[data.pendingAction.mutation.type])}
              />
            )}
            <AgentEvents agent={data} />
          </div>
          <div className="flex min-w-0 flex-col gap-6">
            {may("agent.manage") && <AgentConfigForm agent={data} />}
            <AgentExperiments appId={appId} />
            <AgentMemories appId={appId} />
          </div>
        </div>
      )}
    </QueryState>
  );
}
