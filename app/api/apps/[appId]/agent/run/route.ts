import { runAppAgent } from "@/lib/agent/ticks-between-sleeps";
import * as agent from "@/lib/agent/operations";
import { toAgentView } from "@/lib/agent/views";
import { handle } from "@/lib/api/handler";
import { accepted } from "@/lib/http/reply";

// POST /api/apps/{appId}/agent/run – Run now: a tick at once (with a cooldown)
export const POST = handle(agent.runAppAgent, async ({ user, params }) =>
  accepted(toAgentView(await runAppAgent(user.id, params.appId)), { Location: `/api/apps/${params.appId}/agent` }),
);

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
