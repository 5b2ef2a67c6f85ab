import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";
import { listProposals } from "@/lib/proposals/list-proposals";
import * as proposals from "@/lib/proposals/operations";

// GET /api/apps/{appId}/proposals – the app's approval queue: members' proposals and the agent's pending action
export const GET = handle(proposals.listProposals, async ({ user, params, query }) =>
  ok(await listProposals(user.id, params.appId, query)),
);

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
