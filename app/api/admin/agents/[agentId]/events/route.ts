import { adminListAgentEvents } from "@/lib/agent/admin-agents";
import * as agent from "@/lib/agent/operations";
import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";

// GET /api/admin/agents/{agentId}/events – an agent's event log, newest first
export const GET = handle(agent.adminListAgentEvents, async ({ params, query }) => ok(await adminListAgentEvents(params.agentId, query)));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
