import "server-only";

import { storeClientForApp } from "@/lib/apps/store-client";
import { storeErrorToApiError } from "@/lib/apps/store-errors";
import type { App, AppVersion } from "@/lib/db/generated/client";
import { ApiError } from "@/lib/http/errors";
import type { StoreClient } from "@/lib/store/client";
import type { AscPlatform, AscReviewSubmission, AscReviewSubmissionState } from "@/lib/store/types";
import { versionStateInWords } from "@/lib/text/version-states";
import { isEditableState } from "@/lib/versions/editable-fields";
import { getVersionOrThrow } from "@/lib/versions/find-version";

import { checkReadiness } from "./readiness";
import { refreshVersion } from "./refresh-version";

/** Submissions that are not over: one of them per app and platform at a time, as App Store Connect allows. */
const OPEN: AscReviewSubmissionState[] = ["READY_FOR_REVIEW", "WAITING_FOR_REVIEW", "IN_REVIEW", "UNRESOLVED_ISSUES"];
/** Where a version can still be added before submitting: a draft, or one App Review sent back. */
const REUSABLE: ReadonlySet<string> = new Set(["READY_FOR_REVIEW", "UNRESOLVED_ISSUES"]);

export interface SubmissionResult {
  version: AppVersion;
  submission: AscReviewSubmission;
}

/**
 * Submits the version for review (`versions.manage`) the only way App Store Connect has left since
 * API 4.0: a review submission with the version as its item, then `submitted: true`. Refused before
 * any store call when the readiness check fails (`422 not_ready`, each failing item in `errors`).
 * A submission App Store Connect already holds is used rather than fought: a draft or one App Review
 * sent back (`UNRESOLVED_ISSUES`) gets the version and is submitted; one already waiting or in review
 * with this version is the answer; one in review with something else is explained
 * (`409 submission_in_progress`), never passed on as the store's raw error.
 */
export async function submitVersion(userId: string, appId: string, versionId: string): Promise<SubmissionResult> {
  const { app, version: known } = await getVersionOrThrow(userId, appId, versionId, "versions.manage");
  await refuseUnlessReady(known);
  const client = await storeClientForApp(app);
  try {
    // App Review may have decided since the last sync (a rejection makes the version submittable again).
    const version = await refreshVersion(client, known, "read");
    if (!isEditableState(version.appStoreState)) throw notSubmittable(version);
    const submission = await submitThroughStore(client, app, version);
    return { version: await refreshVersion(client, version, { source: "action", actorUserId: userId }), submission };
  } catch (error) {
    throw storeErrorToApiError(error, "the submission for review");
  }
}

/** `422 not_ready` with each failing item of the readiness check, before anything is sent. */
async function refuseUnlessReady(version: AppVersion): Promise<void> {
  const readiness = await checkReadiness(version.id);
  const failing = readiness.items.filter((item) => !item.ok && item.blocking);
  if (failing.length === 0) return;
  throw new ApiError(
    "not_ready",
    `Version ${version.versionString} is not ready for review: ${failing.length === 1 ? "one thing" : `${failing.length} things`} to do first.`,
    {
      errors: failing.map((item) => ({ path: [item.check, item.locale, item.field].filter(Boolean).join("."), message: item.message })),
    },
  );
}

async function submitThroughStore(client: StoreClient, app: App, version: AppVersion): Promise<AscReviewSubmission> {
  const platform = version.platform as AscPlatform;
  const open = await client.listReviewSubmissions(app.storeId, { platform, states: OPEN });
  const reusable = open.find((submission) => REUSABLE.has(submission.attributes?.state ?? ""));
  const underway = open.find((submission) => !REUSABLE.has(submission.attributes?.state ?? ""));
  if (underway) {
    const items = await client.listReviewSubmissionItems(underway.id);
    if (items.some((item) => item.relationships?.appStoreVersion?.data?.id === version.storeId)) return underway;
    throw new ApiError(
      "submission_in_progress",
      `Another submission of this app is ${submissionStateInWords(underway)} in App Store Connect. Wait for App Review's decision on it, or cancel it there, before submitting version ${version.versionString}.`,
    );
  }
  const submission = reusable ?? (await client.createReviewSubmission(app.storeId, platform));
  const items = reusable ? await client.listReviewSubmissionItems(submission.id) : [];
  if (!items.some((item) => item.relationships?.appStoreVersion?.data?.id === version.storeId)) {
    await client.addVersionToReviewSubmission(submission.id, version.storeId);
  }
  return client.updateReviewSubmission(submission.id, { submitted: true });
}

/**
 * Withdraws the version from review (`versions.manage`): its open submission is canceled
 * (`canceled: true`), after which App Store Connect gives the version back to be edited.
 */
export async function cancelSubmission(userId: string, appId: string, versionId: string): Promise<SubmissionResult> {
  const { app, version } = await getVersionOrThrow(userId, appId, versionId, "versions.manage");
  const client = await storeClientForApp(app);
  try {
    const open = await client.listReviewSubmissions(app.storeId, { platform: version.platform as AscPlatform, states: OPEN });
    for (const submission of open) {
      const items = await client.listReviewSubmissionItems(submission.id);
      if (!items.some((item) => item.relationships?.appStoreVersion?.data?.id === version.storeId)) continue;
      const canceled = await client.updateReviewSubmission(submission.id, { canceled: true });
      return { version: await refreshVersion(client, version, { source: "action", actorUserId: userId }), submission: canceled };
    }
  } catch (error) {
    throw storeErrorToApiError(error, "the submission for review");
  }
  throw new ApiError(
    "version_not_editable",
    `Version ${version.versionString} is not submitted for review (it is "${versionStateInWords(version.appStoreState)}"): there is nothing to cancel.`,
  );
}

function notSubmittable(version: AppVersion): ApiError {
  if (["WAITING_FOR_REVIEW", "IN_REVIEW"].includes(version.appStoreState)) {
    return new ApiError(
      "submission_in_progress",
      `Version ${version.versionString} is already submitted ("${versionStateInWords(version.appStoreState)}"): App Review will decide; you can cancel the submission to change it.`,
    );
  }
  return new ApiError(
    "version_not_editable",
    `Version ${version.versionString} is "${versionStateInWords(version.appStoreState)}": only a version being prepared or sent back by App Review can be submitted.`,
  );
}

const SUBMISSION_STATES: Record<string, string> = {
  WAITING_FOR_REVIEW: "waiting for review",
  IN_REVIEW: "in review",
  CANCELING: "being canceled",
  COMPLETING: "being completed",
};

const submissionStateInWords = (submission: AscReviewSubmission) => SUBMISSION_STATES[submission.attributes?.state ?? ""] ?? "in progress";
