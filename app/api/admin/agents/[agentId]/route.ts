import { adminGetAgent } from "@/lib/agent/admin-agents";
import * as agent from "@/lib/agent/operations";
import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";

// GET /api/admin/agents/{agentId} – one agent in full
export const GET = handle(agent.adminGetAgent, async ({ params }) => ok(await adminGetAgent(params.agentId)));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
