import "server-only";

import { storeClientForApp } from "@/lib/apps/store-client";
import { db } from "@/lib/db/client";
import { recordRevisions, type RevisionAuthor } from "@/lib/revisions/record-revisions";
import type { AgentAction, App } from "@/lib/db/generated/client";
import { isUrlReachable } from "@/lib/net/url-reachable";
import { respondToReview } from "@/lib/reviews/respond-to-review";
import { isStoreError, isTransientKind } from "@/lib/store/errors";
import type { AscExperimentTreatment } from "@/lib/store/types";
import { updateAppInfoLocalization } from "@/lib/app-info/update-app-info-localization";
import { ApiError } from "@/lib/http/errors";
import { oneLine } from "@/lib/text/one-line";
import { updateVersionLocalization } from "@/lib/versions/update-version-localization";
import { webhookApp } from "@/lib/webhooks/payload-fields";
import { queueWebhookEvent } from "@/lib/webhooks/queue-webhook-event";

import { recordEvent } from "./events";
import { memoryKeys, remember } from "./memories";
import { isAppInfoField, mutationSchema, type CreateExperiment, type Mutation, type UpdateLocalization } from "./mutations";
import { observeApp } from "./observe";
import { precheck, problemsForOwnersRequest, type PrecheckProblem } from "./precheck";

type ExecutionOutcome = { status: "executed" | "failed" | "skipped"; detail?: string };

/** Thrown for failures worth retrying (the store is down or rate-limited): the step retries. */
class TransientExecutionError extends Error {}

/**
 * Executes an approved action against the store, exactly once in effect, however often it is
 * called: steps are at-least-once, and a run can die after the store wrote and before we
 * recorded it. So each attempt first asks the store what it holds now: `after` means an earlier
 * attempt already wrote it (recorded, not repeated); anything but `before` means someone else
 * changed it since the proposal (failed, not overwritten). Only then are the checks run again
 * and the change written.
 */
export async function executeAction(actionId: string): Promise<ExecutionOutcome> {
  const action = await db().agentAction.findUnique({ where: { id: actionId }, include: { agent: { include: { app: true } } } });
  if (!action) return { status: "skipped", detail: "no such action" };
  if (action.status === "approved") {
    const { count } = await db().agentAction.updateMany({ where: { id: action.id, status: "approved" }, data: { status: "executing" } });
    if (count === 0) return executeAction(actionId); // decided otherwise meanwhile (cancelled): read again
  } else if (action.status !== "executing") {
    return { status: "skipped", detail: `action is ${action.status}` };
  }
  const mutation = mutationSchema.parse(action.mutation);
  const { app } = action.agent;
  const author: RevisionAuthor = { kind: "agent", userId: app.userId, actionId: action.id };
  try {
    const current = await readFromStore(app, mutation);
    // An experiment takes several writes: one with its name is an earlier attempt's, which may
    // have stopped before every treatment was written. This attempt completes it.
    if (mutation.type === "create_experiment" && current !== null)
      return finish(action, "executed", await createExperiment(app, mutation, author, current));
    if (current === mutation.after) return finish(action, "executed", { alreadyApplied: true });
    if (current !== mutation.before)
      return finish(action, "failed", undefined, "The store's value changed since the proposal; nothing was written.");
    const checked = await recheckMutation(action.agentId, action.agent.app.id, mutation);
    // A revert is the owner's own request (problemsForOwnersRequest).
    const problems = (action.brain === "revert" ? problemsForOwnersRequest(checked) : checked).map((problem) => problem.message);
    if (problems.length > 0) return finish(action, "failed", undefined, `Refused on the second check: ${problems.join("; ")}`);
    const result = await write(app, mutation, author);
    return finish(action, "executed", result);
  } catch (error) {
    if (error instanceof TransientExecutionError) throw error;
    if (isTransient(error)) throw new TransientExecutionError((error as Error).message);
    if (error instanceof ApiError || isStoreError(error)) return finish(action, "failed", undefined, (error as Error).message);
    throw error;
  }
}

function isTransient(error: unknown): boolean {
  if (isStoreError(error)) return isTransientKind(error.kind) || error.kind === "rate_limited";
  return (
    error instanceof ApiError && ["store_unavailable", "store_rate_limited", "store_timeout", "store_invalid_answer"].includes(error.code)
  );
}

/** The store's current value of what the mutation changes; for an experiment, its id when one has its name. */
async function readFromStore(app: App, mutation: Mutation): Promise<string | null> {
  const client = await storeClientForApp(app);
  switch (mutation.type) {
    case "update_localization": {
      if (isAppInfoField(mutation.field)) {
        const rows = await client.listAppInfoLocalizations(mutation.appInfoId!);
        return rows.find((row) => row.attributes?.locale === mutation.locale)?.attributes?.[mutation.field] ?? null;
      }
      const version = await db().appVersion.findFirstOrThrow({ where: { id: mutation.versionId, appId: app.id } });
      const rows = await client.listVersionLocalizations(version.storeId);
      return rows.find((row) => row.attributes?.locale === mutation.locale)?.attributes?.[mutation.field] ?? null;
    }
    case "reply_to_review": {
      const review = await db().customerReview.findFirstOrThrow({ where: { id: mutation.reviewId, appId: app.id } });
      return (await client.getCustomerReviewResponse(review.storeId))?.attributes?.responseBody ?? null;
    }
    case "create_experiment": {
      const { data } = await client.listExperiments(app.storeId);
      return data.find((experiment) => experiment.attributes?.name === mutation.after.name)?.id ?? null;
    }
  }
}

/**
 * The checks of a proposal, again, on today's data ("stale" is left to the store comparison
 * before writing): before execution, and on the owner's edit when approving.
 */
export async function recheckMutation(agentId: string, appId: string, mutation: Mutation): Promise<PrecheckProblem[]> {
  const context = await observeApp(agentId);
  if (!context) return [{ rule: "unknown_target", message: "the agent is gone" }];
  let reviews;
  if (mutation.type === "reply_to_review") {
    const review = await db().customerReview.findFirst({ where: { id: mutation.reviewId, appId } });
    reviews = review
      ? [
          {
            id: review.id,
            rating: review.rating,
            title: review.title,
            body: review.body,
            nickname: review.reviewerNickname,
            territory: review.territory,
            createdAt: review.storeCreatedAt.toISOString(),
            response: mutation.before,
          },
        ]
      : [];
  }
  const problems = await precheck(mutation, withBefore(context, mutation), { isUrlReachable, reviews });
  return problems.filter((problem) => problem.rule !== "stale");
}

/** The store holds `before` (just checked): let the context agree, whatever the last sync saw. */
function withBefore(context: NonNullable<Awaited<ReturnType<typeof observeApp>>>, mutation: Mutation) {
  if (mutation.type !== "update_localization") return context;
  if (isAppInfoField(mutation.field) && context.appInfo) {
    const current = context.appInfo.texts[mutation.locale] ?? { name: null, subtitle: null, privacyPolicyUrl: null };
    const texts = { ...context.appInfo.texts, [mutation.locale]: { ...current, [mutation.field]: mutation.before } };
    return { ...context, appInfo: { ...context.appInfo, texts } };
  }
  return context;
}

async function write(app: App, mutation: Mutation, author: RevisionAuthor): Promise<Record<string, unknown>> {
  switch (mutation.type) {
    case "update_localization":
      return isAppInfoField(mutation.field) ? writeAppInfoField(app, mutation, author) : writeVersionField(app, mutation, author);
    case "reply_to_review": {
      const review = await respondToReview(app.userId, app.id, mutation.reviewId, mutation.after, author);
      return { responseStoreId: review.responseStoreId };
    }
    case "create_experiment":
      return createExperiment(app, mutation, author);
  }
}

// The agent's precheck ran moments ago (the findings a person may acknowledge refused it there).
async function writeVersionField(app: App, mutation: UpdateLocalization, author: RevisionAuthor) {
  const row = await updateVersionLocalization(
    app.userId,
    app.id,
    mutation.versionId!,
    mutation.locale,
    { [mutation.field]: mutation.after, acknowledgeWarnings: true },
    author,
  );
  return { localizationStoreId: row.storeId };
}

/** The name, subtitle or privacy policy URL, through the same path as the owner's own edits. */
async function writeAppInfoField(app: App, mutation: UpdateLocalization, author: RevisionAuthor) {
  const row = await updateAppInfoLocalization(
    app.userId,
    app.id,
    mutation.locale,
    { [mutation.field]: mutation.after, acknowledgeWarnings: true },
    author,
  );
  return { localizationStoreId: row.storeId };
}

/**
 * Creates the experiment, then its treatments. A run can stop between any two of these writes
 * (a failed request, a lost process) and its retry finds the experiment by name (`existingId`):
 * then its treatments are read and only those still missing are created, so the experiment ends
 * with every treatment of the plan exactly once. The service's copy and the revision are recorded
 * when all are there (an error before that leaves the action executing, for the retry).
 */
async function createExperiment(app: App, mutation: CreateExperiment, author: RevisionAuthor, existingId: string | null = null) {
  const client = await storeClientForApp(app);
  const plan = mutation.after;
  let experiment;
  const treatments: AscExperimentTreatment[] = [];
  if (existingId) {
    const found = await client.getExperiment(existingId);
    experiment = found.data;
    const ids = new Set((experiment.relationships?.appStoreVersionExperimentTreatments?.data ?? []).map((ref) => ref.id));
    treatments.push(...(found.included ?? []).filter((item): item is AscExperimentTreatment => ids.has(item.id)));
  } else {
    experiment = await client.createExperiment({
      appId: app.storeId,
      name: plan.name,
      platform: "IOS",
      trafficProportion: plan.trafficProportion,
    });
  }
  for (const treatment of plan.treatments) {
    if (treatments.some((written) => written.attributes?.name === treatment.name)) continue;
    treatments.push(
      await client.createExperimentTreatment({
        experimentId: experiment.id,
        name: treatment.name,
        ...(treatment.appIconName ? { appIconName: treatment.appIconName } : {}),
      }),
    );
  }
  const stored = treatments.map((t) => ({
    storeId: t.id,
    name: t.attributes?.name ?? null,
    appIconName: t.attributes?.appIconName ?? null,
    promotedDate: t.attributes?.promotedDate ?? null,
  }));
  await db().$transaction(async (tx) => {
    await tx.experiment.upsert({
      where: { appId_storeId: { appId: app.id, storeId: experiment.id } },
      create: {
        appId: app.id,
        storeId: experiment.id,
        name: plan.name,
        platform: "IOS",
        state: experiment.attributes?.state ?? "PREPARE_FOR_SUBMISSION",
        trafficProportion: plan.trafficProportion,
        treatments: stored,
      },
      // A sync may have stored it meanwhile, with the treatments written by then.
      update: { treatments: stored },
    });
    // Once per action: an earlier attempt may have stopped after recording it.
    const recorded =
      author.kind === "agent" && (await tx.storeRevision.count({ where: { agentActionId: author.actionId, resource: "experiment" } })) > 0;
    if (!recorded)
      await recordRevisions(tx, app.id, author, [
        { resource: "experiment", resourceId: null, locale: null, field: "experiment", before: null, after: plan.name },
      ]);
  });
  return {
    experimentStoreId: experiment.id,
    treatmentStoreIds: treatments.map((t) => t.id),
    ...(existingId ? { completedAfterInterruption: true } : {}),
  };
}

/** Records the outcome once: a second attempt that gets here finds the action no longer executing. */
async function finish(
  action: AgentAction,
  status: "executed" | "failed",
  result?: Record<string, unknown>,
  error?: string,
): Promise<ExecutionOutcome> {
  await db().$transaction(async (tx) => {
    const { count } = await tx.agentAction.updateMany({
      where: { id: action.id, status: "executing" },
      data: { status, executedAt: new Date(), result: result as never, error: error ?? null },
    });
    if (count === 0) return;
    if (status === "executed") {
      const app = await tx.app.findFirst({ where: { agent: { id: action.agentId } }, select: { id: true, name: true, teamId: true } });
      if (app) {
        await queueWebhookEvent(tx, app.teamId, "agent.action.executed", {
          app: webhookApp(app),
          action: { id: action.id, type: action.kind, summary: oneLine(action.summary, 200) },
        });
      }
    }
    await recordEvent(tx, action.agentId, status === "executed" ? "execution" : "execution_failed", {
      actionId: action.id,
      summary: action.summary,
      ...(result ? { result } : {}),
      ...(error ? { error } : {}),
    } as never);
    await remember(tx, action.agentId, memoryKeys.outcome(action.fingerprint), {
      summary: action.summary,
      outcome: status,
      ...(error ? { error } : {}),
      at: new Date().toISOString(),
    });
  });
  return { status, detail: error };
}
