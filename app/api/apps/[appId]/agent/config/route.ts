import { agentConfigNow, configureAppAgent } from "@/lib/agent/manage-agent";
import * as agent from "@/lib/agent/operations";
import { toAgentView } from "@/lib/agent/views";
import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";

// POST /api/apps/{appId}/agent/config – merge settings into the agent's configuration (If-Match holds it to the configuration as read)
export const POST = handle(
  agent.configureAppAgent,
  async ({ user, params, body }) => ok(toAgentView(await configureAppAgent(user.id, params.appId, body.config))),
  { current: ({ user, params }) => agentConfigNow(user.id, params.appId) },
);

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
