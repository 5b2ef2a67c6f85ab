import * as agent from "@/lib/agent/operations";
import { listAppAgentExperiments } from "@/lib/agent/read-agent";
import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";

// GET /api/apps/{appId}/agent/experiments – product page experiments, read from the store
export const GET = handle(agent.listAppAgentExperiments, async ({ user, params }) =>
  ok(await listAppAgentExperiments(user.id, params.appId)),
);

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
