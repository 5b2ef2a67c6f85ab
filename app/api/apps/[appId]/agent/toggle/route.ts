import { toggleAppAgent } from "@/lib/agent/manage-agent";
import * as agent from "@/lib/agent/operations";
import { toAgentView } from "@/lib/agent/views";
import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";

// POST /api/apps/{appId}/agent/toggle – enable (ticks at once) or disable (cancels the pending action)
export const POST = handle(agent.toggleAppAgent, async ({ user, params, body }) =>
  ok(toAgentView(await toggleAppAgent(user.id, params.appId, body.enabled))),
);

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
