import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";
import { approveProposal } from "@/lib/proposals/decide-proposal";
import * as proposals from "@/lib/proposals/operations";

// POST /api/apps/{appId}/proposals/{proposalId}/approve – publish a proposal, as proposed or edited
export const POST = handle(proposals.approveProposal, async ({ user, params, body }) =>
  ok(await approveProposal(user.id, params.appId, params.proposalId, body?.after)),
);

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
