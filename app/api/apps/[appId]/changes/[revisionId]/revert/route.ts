import * as agent from "@/lib/agent/operations";
import { revertAppChange } from "@/lib/agent/revert";
import { toAgentView } from "@/lib/agent/views";
import { handle } from "@/lib/api/handler";
import { created } from "@/lib/http/reply";

// POST /api/apps/{appId}/changes/{revisionId}/revert – the agent proposes the inverse change, for approval
export const POST = handle(agent.revertAppChange, async ({ user, params }) =>
  created(toAgentView(await revertAppChange(user.id, params.appId, params.revisionId))),
);

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
