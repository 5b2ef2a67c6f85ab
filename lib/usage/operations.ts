import { defineOperation } from "@/lib/http/operation";
import { teamParams } from "@/lib/teams/schemas";

import { usage } from "./schemas";

const LIMITS =
  "One item per limit: `apps` (registered at once), `sync_interval` (shortest automatic interval, minutes), `manual_syncs` (per UTC day), " +
  "`agent_actions` and `ai_tokens` (per UTC calendar month). Counters reset with the period; a request over a limit is `402 quota_exceeded`. " +
  "Limits and counters are the team's: every member's syncs and every agent of its apps count against its plan.";

export const getUsage = defineOperation({
  operationId: "getUsage",
  method: "get",
  path: "/usage",
  summary: "The usage of the caller's personal team against its plan's limits",
  description: `${LIMITS} This acts on the caller's personal team (or, with a personal access token limited to one team, on that team).`,
  tags: ["Usage"],
  access: "user",
  bound: "one per limit of the plan, a fixed set",
  responses: { 200: { description: "Usage", schema: usage } },
});

export const getTeamUsage = defineOperation({
  operationId: "getTeamUsage",
  method: "get",
  path: "/teams/{teamId}/usage",
  summary: "A team's usage against its plan's limits",
  description: `${LIMITS} Any member may read it; a team the caller is not in answers \`404\`.`,
  tags: ["Usage"],
  access: "user",
  bound: "one per limit of the plan, a fixed set",
  params: teamParams,
  responses: { 200: { description: "Usage", schema: usage } },
});
