"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";

import { apiFetch, seg } from "@/lib/ui/api-fetch";
import type { Agent } from "@/lib/ui/api-types";
import { keys } from "@/lib/ui/queries";

/** A POST to one of the agent's operations; each answers the agent, which replaces the cached one. */
export function useAgentMutation<Input>(
  appId: string,
  operation: "toggle" | "approve" | "reject" | "config" | "run",
  body?: (input: Input) => unknown,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => apiFetch<Agent>(`/api/apps/${seg(appId)}/agent/${operation}`, { method: "POST", body: body?.(input) }),
    onSuccess: (agent) => {
      queryClient.setQueryData(keys.agent(appId), agent);
      void queryClient.invalidateQueries({ queryKey: keys.agentEvents(appId) });
      void queryClient.invalidateQueries({ queryKey: keys.agentMemories(appId) });
    },
  });
}
