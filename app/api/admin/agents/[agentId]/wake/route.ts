import { adminWakeAgent } from "@/lib/agent/admin-agents";
import * as agent from "@/lib/agent/operations";
import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";

// POST /api/admin/agents/{agentId}/wake – clear waitUntil and tick now
export const POST = handle(agent.adminWakeAgent, async ({ user, params }) => ok(await adminWakeAgent(user.id, params.agentId)));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
