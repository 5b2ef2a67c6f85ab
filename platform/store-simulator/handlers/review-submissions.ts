// Submissions to App Review: made per app and platform (one open at a time), items (app
// versions) added, then submitted or canceled. What App Review does with them on the clock is
// review-lifecycle.ts.

import { AscHttpError, ascErrors } from "../asc-errors";
import { applyFilters, findOrThrow, findRelatedOrThrow, ok, type Handler } from "../handler-context";
import { collectionDocument, singleDocument } from "../json-api";
import { submissionVersions, submitForReview } from "../review-lifecycle";
import type { SimPlatform, SimReviewSubmission, SimState } from "../state";
import { reviewProblems } from "./readiness";

type Ref = { data: { id: string; type?: string } };

/** A submission still in progress (anything but COMPLETE) for the app and platform. */
function openSubmission(state: SimState, appId: string, platform: SimPlatform): SimReviewSubmission | undefined {
  return state.reviewSubmissions.find((s) => s.appId === appId && s.platform === platform && s.state !== "COMPLETE");
}

const anotherInProgress = (other: SimReviewSubmission) =>
  ascErrors.stateError(`There is another reviewSubmissions with id '${other.id}' still in progress.`);

export const listReviewSubmissions: Handler = (ctx) => {
  const rows = applyFilters(ctx.state.reviewSubmissions, ctx, {
    app: (s) => s.appId,
    state: (s) => s.state,
    platform: (s) => s.platform,
  });
  return ok(collectionDocument(ctx, "reviewSubmissions", rows));
};

export const createReviewSubmission: Handler = (ctx) => {
  const { data } = ctx.body as { data: { attributes?: { platform?: SimPlatform | null }; relationships: { app: Ref } } };
  const app = findRelatedOrThrow(ctx.state.apps, data.relationships.app.data.id, "/data/relationships/app", "apps");
  const platform = data.attributes?.platform ?? "IOS";
  const open = openSubmission(ctx.state, app.id, platform);
  if (open) throw new AscHttpError(anotherInProgress(open));
  const row: SimReviewSubmission = {
    id: ctx.newId(),
    appId: app.id,
    platform,
    state: "READY_FOR_REVIEW",
    createdDate: new Date(ctx.now).toISOString(),
    submittedDate: null,
    inReviewAt: null,
    verdictAt: null,
  };
  ctx.state.reviewSubmissions.push(row);
  ctx.changed();
  return ok(singleDocument(ctx, "reviewSubmissions", row), 201);
};

const SUBMITTABLE: ReadonlySet<SimReviewSubmission["state"]> = new Set(["READY_FOR_REVIEW", "UNRESOLVED_ISSUES"]);
const CANCELABLE: ReadonlySet<SimReviewSubmission["state"]> = new Set([
  "READY_FOR_REVIEW",
  "WAITING_FOR_REVIEW",
  "IN_REVIEW",
  "UNRESOLVED_ISSUES",
]);

/** `submitted: true` sends it to App Review; `canceled: true` withdraws it (CANCELING, then COMPLETE). */
export const updateReviewSubmission: Handler = (ctx) => {
  const row = findOrThrow(ctx.state.reviewSubmissions, ctx.id, "reviewSubmissions");
  const { data } = ctx.body as {
    data: { id: string; attributes?: { platform?: SimPlatform | null; submitted?: boolean | null; canceled?: boolean | null } };
  };
  if (data.id !== row.id)
    throw new AscHttpError(ascErrors.unprocessable("The id in the body does not match the id in the path", "/data/id"));
  const { platform, submitted, canceled } = data.attributes ?? {};
  if (submitted && canceled) {
    throw new AscHttpError(ascErrors.unprocessable("A review submission cannot be submitted and canceled at once", "/data/attributes"));
  }
  const items = submissionVersions(ctx.state, row);
  if (platform && platform !== row.platform) {
    if (row.state !== "READY_FOR_REVIEW" || items.length > 0) {
      throw new AscHttpError(
        ascErrors.stateError(
          "The platform can be changed only before items are added to the review submission",
          "/data/attributes/platform",
        ),
      );
    }
    const open = openSubmission(ctx.state, row.appId, platform);
    if (open) throw new AscHttpError(anotherInProgress(open));
    row.platform = platform;
  }
  if (submitted) {
    if (!SUBMITTABLE.has(row.state)) {
      throw new AscHttpError(
        ascErrors.stateError(`A review submission in state '${row.state}' cannot be submitted`, "/data/attributes/submitted"),
      );
    }
    if (items.length === 0) {
      throw new AscHttpError(ascErrors.stateError("The review submission has no items to submit", "/data/attributes/submitted"));
    }
    const problems = items.flatMap((version) => reviewProblems(ctx.state, version));
    if (problems.length > 0) throw new AscHttpError(problems.map((detail) => ascErrors.stateError(detail)));
    submitForReview(ctx.state, row, ctx.now, ctx.reviewMs);
  }
  if (canceled) {
    if (!CANCELABLE.has(row.state)) {
      throw new AscHttpError(
        ascErrors.stateError(`A review submission in state '${row.state}' cannot be canceled`, "/data/attributes/canceled"),
      );
    }
    row.state = "CANCELING";
  }
  ctx.changed();
  return ok(singleDocument(ctx, "reviewSubmissions", row));
};

/**
 * An app version added to a submission that is being prepared (or has unresolved issues): the
 * app's and platform's, editable, with a processed build whose export compliance is answered, and
 * in no other open submission.
 */
export const createReviewSubmissionItem: Handler = (ctx) => {
  const { data } = ctx.body as { data: { relationships: Record<string, Partial<Ref> | undefined> & { reviewSubmission: Ref } } };
  const { relationships } = data;
  const submission = findRelatedOrThrow(
    ctx.state.reviewSubmissions,
    relationships.reviewSubmission.data.id,
    "/data/relationships/reviewSubmission",
    "reviewSubmissions",
  );
  const pointer = "/data/relationships/appStoreVersion";
  const versionId = relationships.appStoreVersion?.data?.id;
  if (versionId === undefined) {
    // Other kinds of items (events, product pages, in-app purchases) are not simulated: none exist.
    const other = Object.entries(relationships).find(([name, rel]) => name !== "reviewSubmission" && rel?.data);
    if (!other)
      throw new AscHttpError(
        ascErrors.unprocessable("An item needs the resource to review, e.g. an appStoreVersion", "/data/relationships"),
      );
    const [name, rel] = other;
    throw new AscHttpError(
      ascErrors.relationshipInvalid(
        `/data/relationships/${name}`,
        `There is no resource of type '${rel!.data!.type}' with id '${rel!.data!.id}'`,
      ),
    );
  }
  const version = findRelatedOrThrow(ctx.state.versions, versionId, pointer, "appStoreVersions");
  if (!SUBMITTABLE.has(submission.state)) {
    throw new AscHttpError(
      ascErrors.stateError(
        `Items cannot be added to a review submission in state '${submission.state}'`,
        "/data/relationships/reviewSubmission",
      ),
    );
  }
  if (version.appId !== submission.appId || version.platform !== submission.platform) {
    throw new AscHttpError(
      ascErrors.relationshipInvalid(
        pointer,
        `appStoreVersions with id '${version.id}' is not of the app and platform of the reviewSubmission`,
      ),
    );
  }
  const held = ctx.state.reviewSubmissionItems.find(
    (item) =>
      item.versionId === version.id &&
      item.state !== "REMOVED" &&
      ctx.state.reviewSubmissions.some((s) => s.id === item.submissionId && s.state !== "COMPLETE"),
  );
  if (held) {
    const where = held.submissionId === submission.id ? "this reviewSubmission" : `another reviewSubmission with id '${held.submissionId}'`;
    throw new AscHttpError(
      ascErrors.relationshipInvalid(pointer, `appStoreVersions with id '${version.id}' was already added to ${where}`),
    );
  }
  const problems = reviewProblems(ctx.state, version);
  if (problems.length > 0) throw new AscHttpError(problems.map((detail) => ascErrors.stateError(detail, pointer)));
  const row = { id: ctx.newId(), submissionId: submission.id, versionId: version.id, state: "READY_FOR_REVIEW" as const };
  ctx.state.reviewSubmissionItems.push(row);
  ctx.changed();
  return ok(singleDocument(ctx, "reviewSubmissionItems", row), 201);
};
