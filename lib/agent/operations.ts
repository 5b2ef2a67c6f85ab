import { z } from "zod";

import { STORE_ERRORS } from "@/lib/apps/store-errors";
import { defineOperation, locationHeader } from "@/lib/http/operation";
import { pageSchema, paginationQuery } from "@/lib/http/pagination";

import {
  adminAgentDetail,
  adminAgentSummary,
  agent,
  agentConfigInput,
  agentEvent,
  agentEventsQuery,
  agentMemory,
  agentParams,
  appAgentParams,
  approveActionInput,
  memoryParams,
  revisionParams,
  rejectActionInput,
  storeExperiment,
  toggleAgentInput,
} from "./schemas";

const tags: ["App agent"] = ["App agent"];
const adminTags: ["Agents (admin)"] = ["Agents (admin)"];

const agentLocation = locationHeader("The agent, to follow its work (`GET /apps/{appId}/agent`).");

export const getAppAgent = defineOperation({
  operationId: "getAppAgent",
  method: "get",
  path: "/apps/{appId}/agent",
  summary: "The app's agent: status, configuration, pending action, timing",
  tags,
  access: "user",
  params: appAgentParams,
  errors: ["not_found"],
  responses: { 200: { description: "The agent", schema: agent } },
});

export const listAppAgentEvents = defineOperation({
  operationId: "listAppAgentEvents",
  method: "get",
  path: "/apps/{appId}/agent/events",
  summary: "The agent's event log, newest first",
  description:
    "Every observation, proposal, approval, rejection, cancellation, execution, error, sleep and wake, with its data. A proposal's `data.context.lastRejection` shows the rejection the agent took into account.",
  tags,
  access: "user",
  params: appAgentParams,
  query: agentEventsQuery,
  errors: ["not_found"],
  responses: { 200: { description: "A page of events", schema: pageSchema(agentEvent) } },
});

export const toggleAppAgent = defineOperation({
  operationId: "toggleAppAgent",
  method: "post",
  path: "/apps/{appId}/agent/toggle",
  summary: "Enable or disable the agent",
  description:
    "Enabling starts a tick at once. Disabling cancels the pending action (and an approved one not yet started) and stops a tick in progress at its next step; a store write already under way completes. Idempotent.",
  tags,
  access: "user",
  params: appAgentParams,
  body: toggleAgentInput,
  errors: ["not_found"],
  responses: { 200: { description: "The agent", schema: agent } },
});

export const approveAppAgentAction = defineOperation({
  operationId: "approveAppAgentAction",
  method: "post",
  path: "/apps/{appId}/agent/approve",
  summary: "Approve the pending action, as proposed or with your edit",
  description:
    "Records the approval durably and answers at once (`202`, status `executing`); the agent then writes the change to the store and goes back to sleep. The change is checked again against the store before it is written: if the store's value changed since the proposal, nothing is written and the action fails (see the events). " +
    "An optional `after` replaces the proposed text (a localization field or a reply); the edit is prechecked again (`422 precheck_failed` with each finding in `errors`, nothing approved) and the approval event records it (`edited`, `proposedAfter`, `after`). The body may be omitted.",
  tags,
  access: "user",
  params: appAgentParams,
  body: approveActionInput,
  errors: ["not_found", "no_pending_action", "precheck_failed", "validation_failed"],
  responses: { 202: { description: "Approved; execution follows", schema: agent, headers: agentLocation } },
});

export const rejectAppAgentAction = defineOperation({
  operationId: "rejectAppAgentAction",
  method: "post",
  path: "/apps/{appId}/agent/reject",
  summary: "Reject the pending action, saying why",
  description:
    "The reason is kept in the agent's memories and given to its next tick; the same change is never proposed again. An optional `scope` widens that to the field, the locale, the review or the kind of change (a memory every brain obeys until it is removed), and a reason asking for no emoji, no links, shorter replies or a formal tone becomes a memory review reply drafts follow.",
  tags,
  access: "user",
  params: appAgentParams,
  body: rejectActionInput,
  errors: ["not_found", "no_pending_action", "validation_failed"],
  responses: { 200: { description: "The agent", schema: agent } },
});

export const forgetAppAgentMemory = defineOperation({
  operationId: "forgetAppAgentMemory",
  method: "delete",
  path: "/apps/{appId}/agent/memories/{key}",
  summary: "Remove one of the agent's memories",
  description:
    "Lifts a rejection's scope (`avoid:…`) or a reply wish (`style:…`), or lets a rejected change (`rejected:…`) be proposed again. Recorded in the event log.",
  tags,
  access: "user",
  params: memoryParams,
  errors: ["not_found"],
  responses: { 204: { description: "Forgotten" } },
});

export const runAppAgent = defineOperation({
  operationId: "runAppAgent",
  method: "post",
  path: "/apps/{appId}/agent/run",
  summary: "Run the agent now",
  description:
    "Starts a tick at once instead of waiting for the agent's next one (a tick already requested is not requested twice). " +
    "`409 agent_not_enabled` for a disabled agent, `409 agent_awaiting_decision` while a proposal waits for approval. " +
    "One run per agent within `AGENT_RUN_COOLDOWN_SECONDS` (60 by default): sooner is `429 agent_cooldown` with `Retry-After`.",
  tags,
  access: "user",
  idempotent: true,
  params: appAgentParams,
  errors: ["not_found", "agent_not_enabled", "agent_awaiting_decision", "agent_cooldown"],
  responses: {
    202: { description: "The tick is requested; the agent is returned as it is now", schema: agent, headers: agentLocation },
  },
});

export const configureAppAgent = defineOperation({
  operationId: "configureAppAgent",
  method: "post",
  path: "/apps/{appId}/agent/config",
  summary: "Change the agent's configuration",
  description:
    "Merges the given keys into the configuration (see `AgentConfig` for every key and its default). A new tick interval moves a sleeping agent's next tick.",
  tags,
  access: "user",
  ifMatch: true,
  params: appAgentParams,
  body: agentConfigInput,
  errors: ["not_found"],
  responses: { 200: { description: "The agent with its new configuration", schema: agent } },
});

export const listAppAgentMemories = defineOperation({
  operationId: "listAppAgentMemories",
  method: "get",
  path: "/apps/{appId}/agent/memories",
  summary: "The agent's memories",
  description: "Key-value facts it keeps: the last rejection and its reason, every rejected change, every outcome. By key, paged.",
  tags,
  access: "user",
  params: appAgentParams,
  query: paginationQuery,
  errors: ["not_found"],
  responses: { 200: { description: "A page of memories, by key", schema: pageSchema(agentMemory) } },
});

export const listAppAgentExperiments = defineOperation({
  operationId: "listAppAgentExperiments",
  method: "get",
  path: "/apps/{appId}/agent/experiments",
  summary: "The app's product page optimization experiments, from the store",
  description: "Read from App Store Connect at the time of the request, with their treatments.",
  tags,
  access: "user",
  bound: "App Store Connect's first page of them, at most 200",
  params: appAgentParams,
  errors: ["not_found", ...STORE_ERRORS],
  responses: { 200: { description: "All experiments", schema: z.object({ items: z.array(storeExperiment) }) } },
});

export const adminListAgents = defineOperation({
  operationId: "adminListAgents",
  method: "get",
  path: "/admin/agents",
  summary: "All agents, with app, owner, status and event counts",
  description: "Agents that need attention (awaiting approval, in error) first, then by app name; one per app, so paged.",
  tags: adminTags,
  access: "admin",
  query: paginationQuery,
  responses: { 200: { description: "A page of agents", schema: pageSchema(adminAgentSummary) } },
});

export const adminGetAgent = defineOperation({
  operationId: "adminGetAgent",
  method: "get",
  path: "/admin/agents/{agentId}",
  summary: "An agent in full: configuration, pending action, app, owner, counts, recent actions",
  tags: adminTags,
  access: "admin",
  params: agentParams,
  errors: ["not_found"],
  responses: { 200: { description: "The agent", schema: adminAgentDetail } },
});

export const adminListAgentEvents = defineOperation({
  operationId: "adminListAgentEvents",
  method: "get",
  path: "/admin/agents/{agentId}/events",
  summary: "An agent's event log, newest first",
  tags: adminTags,
  access: "admin",
  params: agentParams,
  query: agentEventsQuery,
  errors: ["not_found"],
  responses: { 200: { description: "A page of events", schema: pageSchema(agentEvent) } },
});

export const adminWakeAgent = defineOperation({
  operationId: "adminWakeAgent",
  method: "post",
  path: "/admin/agents/{agentId}/wake",
  summary: "Wake a sleeping agent now",
  description: "Clears `waitUntil` and starts a tick at once. `409 agent_not_sleeping` when `waitUntil` is not set.",
  tags: adminTags,
  access: "admin",
  params: agentParams,
  errors: ["not_found", "agent_not_sleeping"],
  responses: { 200: { description: "The agent, about to tick", schema: agent } },
});

export const revertAppChange = defineOperation({
  operationId: "revertAppChange",
  method: "post",
  path: "/apps/{appId}/changes/{revisionId}/revert",
  summary: "Undo a change: the agent proposes its inverse",
  description:
    "Proposes the change that puts back what the revision replaced, as the agent's pending action (approve, edit or reject it like any other; `brain` is `revert`). " +
    "It goes through the same precheck (`422 precheck_failed`) and, when approved, the same stale-before rule at execution. " +
    "`409 revision_stale` when the store (as of the last sync) no longer holds what the revision wrote: nothing is clobbered. " +
    "`409 revert_not_possible` for an experiment, or a field that was empty before. `409 agent_not_enabled`, `409 agent_awaiting_decision` as for Run now.",
  tags: ["Changes"],
  access: "user",
  idempotent: true,
  params: revisionParams,
  errors: [
    "forbidden",
    "not_found",
    "revision_stale",
    "revert_not_possible",
    "agent_not_enabled",
    "agent_awaiting_decision",
    "precheck_failed",
  ],
  responses: { 201: { description: "The agent, awaiting approval of the revert", schema: agent } },
});
