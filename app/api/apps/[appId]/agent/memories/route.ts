import * as agent from "@/lib/agent/operations";
import { listAppAgentMemories } from "@/lib/agent/read-agent";
import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";

// GET /api/apps/{appId}/agent/memories – the agent's key-value memories
export const GET = handle(agent.listAppAgentMemories, async ({ user, params, query }) =>
  ok(await listAppAgentMemories(user.id, params.appId, query)),
);

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
