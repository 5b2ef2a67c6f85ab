import { z } from "zod";

import { PROPOSAL_STATUSES } from "@/lib/revisions/schemas";

export const proposalsParams = z.strictObject({ appId: z.string().min(1).max(64) });
export const proposalParams = proposalsParams.extend({ proposalId: z.string().min(1).max(64) });

export const listProposalsQuery = z.strictObject({
  status: z
    .enum([...PROPOSAL_STATUSES, "all"])
    .default("pending")
    .describe("`pending` (the default): the queue; `approved`, `rejected` or `all` for the record of members' proposals."),
});

const editedText = z.string().trim().max(5970);

export const approveProposalInput = z
  .strictObject({
    after: z
      .union([editedText.min(1), z.record(z.string().min(1).max(64), editedText.nullable())])
      .optional()
      .describe(
        "The approver's edit, published instead of what was proposed: a text for a one-field change (a reply, one metadata field, the agent's text), " +
          "or an object of the proposal's fields and their new values. The edit goes through the store's limits (`400`) and the precheck (`422 precheck_failed`) again.",
      ),
  })
  .optional()
  .meta({ id: "ApproveProposalInput" });

export const rejectProposalInput = z
  .strictObject({
    reason: z.string().trim().min(1, "Say why: the proposer (or the agent) reads it").max(2000).describe("Why it is not published."),
  })
  .meta({ id: "RejectProposalInput" });
