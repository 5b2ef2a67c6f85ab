import "server-only";

import { z } from "zod";

import { approveAppAgentAction, rejectAppAgentAction } from "@/lib/agent/manage-agent";
import { updateAppInfoLocalizationInput } from "@/lib/app-info/schemas";
import { updateAppInfoLocalization } from "@/lib/app-info/update-app-info-localization";
import { getAppOrThrow } from "@/lib/apps/find-app";
import { db, type Tx } from "@/lib/db/client";
import type { App, Prisma, Proposal } from "@/lib/db/generated/client";
import { ApiError, notFound } from "@/lib/http/errors";
import { parseOrThrow } from "@/lib/http/validation";
import { updatePhasedRelease } from "@/lib/releases/release-version";
import { respondToReview } from "@/lib/reviews/respond-to-review";
import { respondToReviewInput } from "@/lib/reviews/schemas";
import type { RevisionAuthor } from "@/lib/revisions/record-revisions";
import { recordTeamEvent } from "@/lib/teams/audit-log";
import { assertAllowed, membershipOrThrow } from "@/lib/teams/membership";
import { updateVersionLocalization } from "@/lib/versions/update-version-localization";
import { updateVersionLocalizationInput } from "@/lib/versions/schemas";

import { agentProposalView, memberProposalView, PUBLISHED_WITH, withPeople, type ProposalView } from "./proposal-views";

type Values = Record<string, string | null>;
type Edit = string | Values | undefined;
type Kind = keyof typeof PUBLISHED_WITH;

const decided = () => new ApiError("proposal_decided", "Someone has already approved or rejected this proposal.");

/** The app's pending agent action with this id, if that is what the id names. */
async function pendingAgentAction(appId: string, actionId: string) {
  return db().agent.findFirst({ where: { appId, pendingActionId: actionId }, select: { id: true } });
}

async function memberProposal(app: App, userId: string, proposalId: string): Promise<Proposal> {
  const row = await db().proposal.findFirst({ where: { id: proposalId, appId: app.id } });
  if (!row) throw notFound("proposal");
  assertAllowed(await membershipOrThrow(userId, app.teamId), PUBLISHED_WITH[row.kind as Kind]);
  if (row.status !== "pending") throw decided();
  return row;
}

/**
 * Approves a proposal: the agent's pending action as its own approve does; a member's is written
 * to the store now, by the approver, with the approver's edit if any. Only one of two approvers
 * at once gets to write it (the row is claimed first); if the store refuses, it is pending again.
 */
export async function approveProposal(userId: string, appId: string, proposalId: string, edit: Edit): Promise<ProposalView> {
  const app = await getAppOrThrow(userId, appId);
  if (await pendingAgentAction(app.id, proposalId)) {
    if (edit !== undefined && typeof edit !== "string") throw editError("The agent's change is one text: give `after` as a string.");
    await approveAppAgentAction(userId, app.id, edit);
    return agentView(app.id, proposalId, userId);
  }
  const row = await memberProposal(app, userId, proposalId);
  // Four eyes: a role gained since proposing (a support member made marketing) does not let the
  // proposer publish their own change.
  if (row.proposedById === userId) {
    throw new ApiError("forbidden", "Nobody approves their own proposal: another member whose role publishes it does.");
  }
  const published = editedChanges(row, edit);
  const claimed = await db().proposal.updateMany({
    where: { id: row.id, status: "pending" },
    data: { status: "approved", decidedById: userId, decidedAt: new Date() },
  });
  if (claimed.count !== 1) throw decided();
  // The approval (what was published, the team's log) is recorded in the transaction that records
  // the store write's revision, so one never exists without the other.
  let view: ProposalView | undefined;
  const settle = async (tx: Tx) => {
    view = await recordApproval(tx, userId, app, row, published);
  };
  try {
    await publish(userId, app, row, published, settle);
  } catch (error) {
    await db().proposal.update({ where: { id: row.id }, data: { status: "pending", decidedById: null, decidedAt: null } });
    throw error;
  }
  // A write that changed nothing records no revision: the approval is recorded on its own.
  if (!view) await db().$transaction(settle);
  return view!;
}

async function recordApproval(tx: Tx, userId: string, app: App, row: Proposal, published: Values): Promise<ProposalView> {
  const updated = await tx.proposal.update({
    where: { id: row.id },
    data: { published: published as Prisma.InputJsonObject },
    include: withPeople,
  });
  const view = memberProposalView(updated);
  await recordDecision(tx, userId, app, updated, view, "proposal.approved", {
    edited: JSON.stringify(published) !== JSON.stringify(row.changes),
    changes: view.changes,
  });
  return view;
}

/** The decision in the team's log: which proposal, whose, and what came of it. */
async function recordDecision(
  tx: Tx,
  userId: string,
  app: App,
  proposal: Proposal & { proposedBy: { id: string; email: string } | null },
  view: ProposalView,
  action: "proposal.approved" | "proposal.rejected",
  outcome: Prisma.InputJsonObject,
): Promise<void> {
  await recordTeamEvent(tx, {
    teamId: app.teamId,
    actorId: userId,
    action,
    data: {
      proposalId: proposal.id,
      appId: app.id,
      appName: app.name,
      summary: view.summary,
      proposedBy: proposal.proposedBy ? { userId: proposal.proposedBy.id, email: proposal.proposedBy.email } : null,
      ...outcome,
    },
  });
}

export async function rejectProposal(userId: string, appId: string, proposalId: string, reason: string): Promise<ProposalView> {
  const app = await getAppOrThrow(userId, appId);
  if (await pendingAgentAction(app.id, proposalId)) {
    await rejectAppAgentAction(userId, app.id, reason);
    return agentView(app.id, proposalId, userId);
  }
  const row = await memberProposal(app, userId, proposalId);
  return db().$transaction(async (tx) => {
    const { count } = await tx.proposal.updateMany({
      where: { id: row.id, status: "pending" },
      data: { status: "rejected", decidedById: userId, decidedAt: new Date(), reason },
    });
    if (count !== 1) throw decided();
    const updated = await tx.proposal.findUniqueOrThrow({ where: { id: row.id }, include: withPeople });
    const view = memberProposalView(updated);
    await recordDecision(tx, userId, app, updated, view, "proposal.rejected", { reason });
    return view;
  });
}

async function agentView(appId: string, actionId: string, userId: string): Promise<ProposalView> {
  const action = await db().agentAction.findUniqueOrThrow({ where: { id: actionId } });
  const decider = await db().user.findUnique({ where: { id: userId }, select: { id: true, email: true, name: true } });
  return agentProposalView(appId, action, decider);
}

const editError = (message: string) =>
  new ApiError("validation_failed", "The edit does not fit the proposal.", { errors: [{ path: "body.after", message }] });

/** The proposal's changes with the approver's edit, checked against the direct edit's own limits. */
function editedChanges(row: Proposal, edit: Edit): Values {
  const proposed = row.changes as Values;
  if (row.kind === "phased_release_pause") {
    if (edit !== undefined) throw editError("A pause has nothing to edit: approve or reject it.");
    return proposed;
  }
  const fields = Object.keys(proposed);
  let values: Values = proposed;
  if (typeof edit === "string") {
    if (fields.length !== 1) throw editError(`This proposal changes ${fields.length} fields: give an object of them.`);
    values = { [fields[0]!]: edit };
  } else if (edit) {
    const unknown = Object.keys(edit).filter((field) => !fields.includes(field));
    if (unknown.length > 0) throw editError(`Not a field of this proposal: ${unknown.join(", ")}.`);
    values = { ...proposed, ...edit };
  }
  const schema =
    row.kind === "version_localization"
      ? updateVersionLocalizationInput
      : row.kind === "app_info_localization"
        ? updateAppInfoLocalizationInput
        : z.strictObject({ response: respondToReviewInput.shape.responseBody });
  parseOrThrow(z.strictObject({ after: schema }), { after: values }, "body");
  return values;
}

/** Writes it as the approver, through the same function a direct edit uses; the revision names the proposer. */
async function publish(userId: string, app: App, row: Proposal, values: Values, settle: (tx: Tx) => Promise<void>): Promise<void> {
  const author: RevisionAuthor = { kind: "user", userId, proposal: { id: row.id, proposedById: row.proposedById, settle } };
  // Approving is acknowledging the precheck's warnings; its hard findings still refuse.
  switch (row.kind as Kind) {
    case "version_localization":
      await updateVersionLocalization(userId, app.id, row.targetId!, row.locale!, { ...values, acknowledgeWarnings: true }, author);
      return;
    case "app_info_localization":
      await updateAppInfoLocalization(userId, app.id, row.locale!, { ...values, acknowledgeWarnings: true }, author);
      return;
    case "review_response":
      await respondToReview(userId, app.id, row.targetId!, values.response!, author, { acknowledgeWarnings: true });
      return;
    case "experiment":
      throw new ApiError("validation_failed", "Only the agent proposes experiments.");
    case "phased_release_pause":
      await updatePhasedRelease(userId, app.id, row.targetId!, "PAUSED");
      return;
  }
}
