import { getAppAgent } from "@/lib/agent/manage-agent";
import * as agent from "@/lib/agent/operations";
import { toAgentView } from "@/lib/agent/views";
import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";

// GET /api/apps/{appId}/agent – the agent's status, configuration, pending action and timing
export const GET = handle(agent.getAppAgent, async ({ user, params }) => ok(toAgentView(await getAppAgent(user.id, params.appId))));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
