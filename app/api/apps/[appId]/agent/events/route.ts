import * as agent from "@/lib/agent/operations";
import { listAppAgentEvents } from "@/lib/agent/read-agent";
import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";

// GET /api/apps/{appId}/agent/events – the agent's event log, newest first
export const GET = handle(agent.listAppAgentEvents, async ({ user, params, query }) =>
  ok(await listAppAgentEvents(user.id, params.appId, query)),
);

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
