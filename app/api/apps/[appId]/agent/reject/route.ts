import { rejectAppAgentAction } from "@/lib/agent/manage-agent";
import * as agent from "@/lib/agent/operations";
import { toAgentView } from "@/lib/agent/views";
import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";

// POST /api/apps/{appId}/agent/reject – reject the pending action; the reason goes to the next tick
export const POST = handle(agent.rejectAppAgentAction, async ({ user, params, body }) =>
  ok(toAgentView(await rejectAppAgentAction(user.id, params.appId, body.reason, body.scope))),
);

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
