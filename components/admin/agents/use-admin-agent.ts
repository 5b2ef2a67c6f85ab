"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { apiFetch, seg } from "@/lib/ui/api-fetch";
import type { AdminAgentDetail, Agent } from "@/lib/ui/api-types";
import { keys } from "@/lib/ui/queries";

/** Busy states change within seconds; others are checked now and then. */
const BUSY: Agent["status"][] = ["idle", "thinking", "executing"];

export function useAdminAgent(agentId: string) {
  return useQuery({
    queryKey: keys.adminAgent(agentId),
    queryFn: ({ signal }) => apiFetch<AdminAgentDetail>(`/api/admin/agents/${seg(agentId)}`, { signal }),
    refetchInterval: (query) => (query.state.data && BUSY.includes(query.state.data.status) ? 2000 : 30_000),
  });
}

/** POST wake: clears `waitUntil` and ticks now; `409 agent_not_sleeping` when the agent is not waiting. */
export function useWakeAgent(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<Agent>(`/api/admin/agents/${seg(agentId)}/wake`, { method: "POST" }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: keys.adminAgent(agentId) });
      void queryClient.invalidateQueries({ queryKey: keys.adminAgents });
    },
  });
}
