import { approveAppAgentAction } from "@/lib/agent/manage-agent";
import * as agent from "@/lib/agent/operations";
import { toAgentView } from "@/lib/agent/views";
import { handle } from "@/lib/api/handler";
import { accepted } from "@/lib/http/reply";

// POST /api/apps/{appId}/agent/approve – approve the pending action (optionally edited); the agent executes it next
export const POST = handle(agent.approveAppAgentAction, async ({ user, params, body }) =>
  accepted(toAgentView(await approveAppAgentAction(user.id, params.appId, body?.after)), { Location: `/api/apps/${params.appId}/agent` }),
);

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
