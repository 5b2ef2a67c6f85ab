import "server-only";

import { db } from "@/lib/db/client";
import type { Prisma, StoreRevision } from "@/lib/db/generated/client";
import { ApiError, notFound } from "@/lib/http/errors";

import { recordEvent } from "./events";
import { recheckMutation } from "./execute-action";
import { problemsForOwnersRequest } from "./precheck";
import { getAppAgent } from "./manage-agent";
import { mutationFingerprint } from "./mutation-fingerprint";
import { FIELD_LABELS, type LocalizationField, type Mutation } from "./mutations";
import type { AgentWithPending } from "./views";

/**
 * "Revert" on a revision: the inverse change, proposed by the app's agent as a pending action
 * through the same precheck and approval as its own. If what the revision wrote is no longer what
 * the store holds (as of the last sync), the store moved on: `409 revision_stale` says so instead
 * of clobbering it; at execution the store is read again (executeAction's stale-before rule).
 */
export async function revertAppChange(userId: string, appId: string, revisionId: string): Promise<AgentWithPending> {
  const agent = await getAppAgent(userId, appId, db(), "agent.manage");
  const revision = await db().storeRevision.findFirst({ where: { id: revisionId, appId: agent.appId } });
  if (!revision) throw notFound("change");
  if (!agent.enabled) throw new ApiError("agent_not_enabled", "Enable the agent first: a revert is a change it proposes and you approve.");
  const mutation = await inverseOf(revision);
  // The owner asks for it: what the configuration lets the agent touch does not apply; staleness was checked above.
  const problems = problemsForOwnersRequest(await recheckMutation(agent.id, agent.appId, mutation));
  if (problems.length > 0)
    throw new ApiError("precheck_failed", "Undoing this change does not pass the checks.", {
      errors: problems.map((problem) => ({ path: "params.revisionId", message: problem.message })),
    });
  const what = mutation.type === "update_localization" ? `${FIELD_LABELS[mutation.field]} (${mutation.locale})` : "the reply to a review";
  const summary = `Undo the change to ${what} of ${revision.createdAt.toISOString().slice(0, 10)}`;
  const rationale = `You asked to revert this change, made ${revision.authorKind === "agent" ? "by the agent" : "by hand"}; this puts back the value it replaced.`;
  return db().$transaction(async (tx) => {
    const current = await tx.agent.findUniqueOrThrow({ where: { id: agent.id } });
    if (current.status === "awaiting_approval")
      throw new ApiError("agent_awaiting_decision", "Approve or reject the pending change first: one change waits at a time.");
    const action = await tx.agentAction.create({
      data: {
        agentId: agent.id,
        kind: mutation.type,
        mutation: mutation as Prisma.InputJsonValue,
        fingerprint: mutationFingerprint(mutation),
        summary,
        rationale,
        brain: "revert",
        status: "pending",
      },
    });
    await tx.agent.update({ where: { id: agent.id }, data: { status: "awaiting_approval", pendingActionId: action.id } });
    await recordEvent(tx, agent.id, "proposal", {
      actionId: action.id,
      summary,
      rationale,
      mutation: mutation as Prisma.InputJsonValue,
      brain: "revert",
      revisionId: revision.id,
      by: userId,
    });
    return tx.agent.findUniqueOrThrow({ where: { id: agent.id }, include: { pendingAction: true } });
  });
}

const notPossible = (why: string) => new ApiError("revert_not_possible", why);

function stale(now: string | null) {
  return new ApiError(
    "revision_stale",
    `The store has moved on since this change: it now holds ${now === null ? "nothing" : `"${now.slice(0, 200)}"`}. Nothing was proposed.`,
  );
}

/** The change that puts back what the revision replaced, checked against what the store holds now (as of the last sync). */
async function inverseOf(revision: StoreRevision): Promise<Mutation> {
  if (revision.resource === "experiment") throw notPossible("An experiment cannot be undone here: stop or delete it in App Store Connect.");
  // The agent never proposes screenshot changes, an undo included.
  if (revision.resource === "screenshot_set")
    throw notPossible("Screenshots are not undone by the agent: change them in the version's locale.");
  if (revision.before === null || revision.before === "")
    throw notPossible(
      "The field was empty before: App Store Connect's value cannot be put back to empty by a proposal; clear it in the editor.",
    );
  if (revision.resource === "review_response") {
    const review = await db().customerReview.findFirst({ where: { id: revision.resourceId ?? "", appId: revision.appId } });
    if (!review) throw notPossible("The review is no longer there.");
    if (review.responseBody !== revision.after) throw stale(review.responseBody);
    return {
      type: "reply_to_review",
      reviewId: review.id,
      rating: review.rating,
      reviewTitle: review.title,
      before: review.responseBody,
      after: revision.before,
    };
  }
  const field = revision.field as LocalizationField;
  if (revision.resource === "app_info_localization") {
    const row = await db().appInfoLocalization.findFirst({
      where: { appId: revision.appId, appInfoStoreId: revision.resourceId ?? "", locale: revision.locale ?? "" },
    });
    const now = (row?.[field as "name" | "subtitle" | "privacyPolicyUrl"] as string | null | undefined) ?? null;
    if (now !== revision.after) throw stale(now);
    return {
      type: "update_localization",
      field,
      locale: revision.locale!,
      appInfoId: revision.resourceId!,
      before: now,
      after: revision.before,
    };
  }
  const row = await db().versionLocalization.findFirst({
    where: { versionId: revision.resourceId ?? "", locale: revision.locale ?? "", version: { appId: revision.appId } },
  });
  if (!row) throw notPossible("The version is no longer kept.");
  const now = (row[field as keyof typeof row] as string | null | undefined) ?? null;
  if (now !== revision.after) throw stale(now);
  return {
    type: "update_localization",
    field,
    locale: revision.locale!,
    versionId: revision.resourceId!,
    before: now,
    after: revision.before,
  };
}
