import type { z } from "zod";

import type { Agent, AgentAction, AgentEvent, AgentMemory } from "@/lib/db/generated/client";
import { etagOf } from "@/lib/http/etag";

import { readAgentConfig } from "./config";
import type { Mutation } from "./mutations";
import type { agent, agentAction, agentEvent, agentMemory } from "./schemas";

export type AgentWithPending = Agent & { pendingAction: AgentAction | null };

const iso = (value: Date | null) => value?.toISOString() ?? null;

export const toActionView = (row: AgentAction): z.output<typeof agentAction> => ({
  id: row.id,
  type: row.kind as Mutation["type"],
  summary: row.summary,
  rationale: row.rationale,
  mutation: row.mutation as Mutation,
  status: row.status,
  brain: row.brain,
  autoApproved: row.autoApproved,
  decisionReason: row.decisionReason,
  review: ((row.subject as { review?: z.output<typeof agentAction>["review"] } | null)?.review ?? null) as z.output<
    typeof agentAction
  >["review"],
  result: (row.result as Record<string, unknown> | null) ?? null,
  error: row.error,
  createdAt: row.createdAt.toISOString(),
  decidedAt: iso(row.decidedAt),
  executedAt: iso(row.executedAt),
});

export const toAgentView = (row: AgentWithPending, config = readAgentConfig(row.config)): z.output<typeof agent> => ({
  id: row.id,
  appId: row.appId,
  enabled: row.enabled,
  status: row.status,
  config,
  configEtag: etagOf(config),
  pendingAction: row.pendingAction ? toActionView(row.pendingAction) : null,
  waitUntil: iso(row.waitUntil),
  lastTickAt: iso(row.lastTickAt),
  lastError: row.lastError,
  modelFailure: (row.modelFailure as z.output<typeof agent>["modelFailure"]) ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toEventView = (row: AgentEvent): z.output<typeof agentEvent> => ({
  id: row.id,
  kind: row.kind as z.output<typeof agentEvent>["kind"],
  data: (row.data as Record<string, unknown>) ?? {},
  createdAt: row.createdAt.toISOString(),
});

export const toMemoryView = (row: AgentMemory): z.output<typeof agentMemory> => ({
  key: row.key,
  value: row.value,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
