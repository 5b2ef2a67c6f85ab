"use client";

import { QueryState } from "@/components/ui/states";
import { useAgent } from "@/lib/ui/queries";

import { AgentConfigForm } from "./agent-config-form";
import { AgentEvents } from "./agent-events";
import { AgentExperiments } from "./agent-experiments";
import { AgentMemories } from "./agent-memories";
import { AgentStatusCard } from "./agent-status-card";
import { PendingActionCard } from "./pending-action-card";

export function AgentView({ appId }: { appId: string }) {
  const agent = useAgent(appId);
  return (
    <QueryState query={agent} loadingLabel="Loading the agent…">
      {(data) => (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="flex min-w-0 flex-col gap-6">
            <AgentStatusCard agent={data} />
            {data.pendingAction && <PendingActionCard key={data.pendingAction.id} appId={appId} action={data.pendingAction} />}
            <AgentEvents agent={data} />
          </div>
          <div className="flex min-w-0 flex-col gap-6">
            <AgentConfigForm agent={data} />
            <AgentExperiments appId={appId} />
            <AgentMemories appId={appId} />
          </div>
        </div>
      )}
    </QueryState>
  );
}
