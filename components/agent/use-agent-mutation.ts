"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";

import * as agent from "@/lib/agent/operations";
import type { ResultOf } from "@/lib/http/operation";
import { call, type AnyOperation, type CallInput } from "@/client/call";
import { operationKey } from "@/client/operation-keys";

/** The agent's operations that answer the agent itself, by the name the UI knows them. */
const OPERATIONS = {
  toggle: agent.toggleAppAgent,
  approve: agent.approveAppAgentAction,
  reject: agent.rejectAppAgentAction,
  config: agent.configureAppAgent,
  run: agent.runAppAgent,
};
type Name = keyof typeof OPERATIONS;
// Distributed over the names: with `Input` given and `N` left to its default, the body is any of theirs.
type BodyOf<N extends Name> = N extends Name ? (CallInput<(typeof OPERATIONS)[N]> extends { body: infer Body } ? Body : undefined) : never;

/**
 * One of the agent's operations; each answers the agent, which replaces the cached one. `ifMatch`
 * gives the ETag an edit is held to (the configuration as the form opened it).
 */
export function useAgentMutation<Input, N extends Name = Name>(
  appId: string,
  name: N,
  body?: (input: Input) => BodyOf<N>,
  ifMatch?: () => string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) =>
      call<AnyOperation>(OPERATIONS[name], { params: { appId }, body: body?.(input) }, { ifMatch: ifMatch?.() }) as Promise<
        ResultOf<(typeof OPERATIONS)[N]>
      >,
    onSuccess: (updated) => {
      const agentKey = operationKey(agent.getAppAgent, { params: { appId } });
      queryClient.setQueryData(agentKey, updated);
      // Under the agent's key: its events, memories and experiments.
      void queryClient.invalidateQueries({ queryKey: agentKey, predicate: (query) => query.queryKey.length > agentKey.length });
    },
  });
}
