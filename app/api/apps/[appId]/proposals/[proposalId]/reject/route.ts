import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";
import { rejectProposal } from "@/lib/proposals/decide-proposal";
import * as proposals from "@/lib/proposals/operations";

// POST /api/apps/{appId}/proposals/{proposalId}/reject – reject a proposal, saying why
export const POST = handle(proposals.rejectProposal, async ({ user, params, body }) =>
  ok(await rejectProposal(user.id, params.appId, params.proposalId, body.reason)),
);

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
