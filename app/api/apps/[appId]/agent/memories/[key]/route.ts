import { forgetAppAgentMemory } from "@/lib/agent/manage-agent";
import * as agent from "@/lib/agent/operations";
import { handle } from "@/lib/api/handler";
import { noContent } from "@/lib/http/reply";

// DELETE /api/apps/{appId}/agent/memories/{key} – forget one memory (lifts a rejection's scope or a reply wish)
export const DELETE = handle(agent.forgetAppAgentMemory, async ({ user, params }) => {
  await forgetAppAgentMemory(user.id, params.appId, params.key);
  return noContent();
});

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
