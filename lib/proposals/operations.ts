import { defineOperation } from "@/lib/http/operation";
import { STORE_WRITE_ERRORS } from "@/lib/apps/store-errors";
import { proposal, proposalList } from "@/lib/revisions/schemas";

import { approveProposalInput, listProposalsQuery, proposalParams, proposalsParams, rejectProposalInput } from "./schemas";

const tags: ["Proposals"] = ["Proposals"];

export const listProposals = defineOperation({
  operationId: "listAppProposals",
  method: "get",
  path: "/apps/{appId}/proposals",
  summary: "The app's approval queue: members' proposals and the agent's pending action",
  description:
    "A member whose role proposes a change but does not publish it (a support member's metadata edit, a developer's reply) gets `202` with a proposal instead of a store write. " +
    "It waits here, with the agent's pending action, for a member whose role publishes that kind (`approverRoles`). Oldest first. Any member who sees the app may read the queue.",
  tags,
  access: "user",
  bound: "the 200 waiting longest, or the 200 newest of another status (proposals left undecided expire)",
  params: proposalsParams,
  query: listProposalsQuery,
  responses: { 200: { description: "The proposals", schema: proposalList } },
});

export const approveProposal = defineOperation({
  operationId: "approveAppProposal",
  method: "post",
  path: "/apps/{appId}/proposals/{proposalId}/approve",
  summary: "Approve a proposal, as proposed or edited: it is published",
  description:
    "Needs the permission that publishes the proposal's kind (`permission`: `metadata.publish`, `replies.publish`, `experiments.publish`); without it, `403 forbidden` naming it. " +
    "Nobody approves their own proposal, whatever their role has become since (`403 forbidden`). " +
    "A member's proposal is written to the store now, with the same checks as a direct edit (the store's limits, the precheck: approving acknowledges its warnings, hard findings refuse with `422 precheck_failed`); " +
    "the revision and the team audit log name who proposed and who approved. If the store refuses, the proposal stays pending. " +
    "The agent's pending action is approved as `POST /apps/{appId}/agent/approve` does (the agent writes it next). A proposal already decided answers `409 proposal_decided`.",
  tags,
  access: "user",
  params: proposalParams,
  body: approveProposalInput,
  responses: { 200: { description: "The proposal, approved", schema: proposal } },
  errors: ["proposal_decided", "no_pending_action", "precheck_failed", ...STORE_WRITE_ERRORS],
});

export const rejectProposal = defineOperation({
  operationId: "rejectAppProposal",
  method: "post",
  path: "/apps/{appId}/proposals/{proposalId}/reject",
  summary: "Reject a proposal, saying why",
  description:
    "Needs the permission that would publish it; without it, `403 forbidden` naming it. The proposer sees the reason; for the agent's pending action, it goes to its next tick as with `POST /apps/{appId}/agent/reject`. " +
    "A proposal already decided answers `409 proposal_decided`.",
  tags,
  access: "user",
  params: proposalParams,
  body: rejectProposalInput,
  responses: { 200: { description: "The proposal, rejected", schema: proposal } },
  errors: ["proposal_decided", "no_pending_action"],
});
