import { defineOperation } from "@/lib/http/operation";

import { usage } from "./schemas";

export const getUsage = defineOperation({
  operationId: "getUsage",
  method: "get",
  path: "/usage",
  summary: "The signed-in user's usage against their plan's limits",
  description:
    "One item per limit: `apps` (registered at once), `sync_interval` (shortest automatic interval, minutes), `manual_syncs` (per UTC day), " +
    "`agent_actions` and `ai_tokens` (per UTC calendar month). Counters reset with the period; a request over a limit is `402 quota_exceeded`.",
  tags: ["Usage"],
  access: "user",
  responses: { 200: { description: "Usage", schema: usage } },
});
