import { adminListAgents } from "@/lib/agent/admin-agents";
import * as agent from "@/lib/agent/operations";
import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";

// GET /api/admin/agents – every agent with app, owner, status and event counts
export const GET = handle(agent.adminListAgents, async ({ query }) => ok(await adminListAgents(query)));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
