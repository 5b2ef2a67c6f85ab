"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";

import * as agent from "@/lib/agent/operations";
import type { ResultOf } from "@/lib/http/operation";
import { call } from "@/client/call";
import { operationKey } from "@/client/operation-keys";
import { useOperation } from "@/client/use-operation";

/** Busy states change within seconds; others are checked now and then. */
const BUSY: ResultOf<typeof agent.adminGetAgent>["status"][] = ["idle", "thinking", "executing"];

export function useAdminAgent(agentId: string) {
  return useOperation(
    agent.adminGetAgent,
    { params: { agentId } },
    { refetchInterval: (query) => (query.state.data && BUSY.includes(query.state.data.status) ? 2000 : 30_000) },
  );
}

/** Wake: clears `waitUntil` and ticks now; `409 agent_not_sleeping` when the agent is not waiting. */
export function useWakeAgent(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(agent.adminWakeAgent, { params: { agentId } }),
    onSuccess: () => {
      // The list's key is a prefix of the agent's (and of its events').
      void queryClient.invalidateQueries({ queryKey: operationKey(agent.adminListAgents) });
    },
  });
}
