// App Review and releases on the simulated clock. Every change of a version's state goes through
// `moveVersion` (handlers, the control plane and the clock alike), so what follows from a state
// (the version live before it replaced, its phased release started) happens once, in one place,
// and every change is recorded there for the webhooks to be told (state-changes.ts).
//
// A submitted review waits half the review time, is in review for the other half, then App
// Review decides: approved unless the control plane set a verdict for the version. Steps are
// applied lazily (`advanceLifecycle`, at the start of every request and control call), each at
// the moment it was due, so moving the clock by days replays them in order.

import { settlePhasedRelease } from "./phased-release";
import { appVersionState } from "./resources";
import { recordChange } from "./state-changes";
import type { SimReviewSubmission, SimState, SimVerdict, SimVersion, SimVersionState } from "./state";

/** How long App Review takes from submission to verdict unless the control plane says otherwise. */
export const DEFAULT_REVIEW_MS = 10 * 60_000;

const iso = (ms: number) => new Date(ms).toISOString();

/** Moves a version to `to` at the moment `at` (ms), with what follows from it (webhooks told included). */
export function moveVersion(state: SimState, version: SimVersion, to: SimVersionState, at: number): void {
  if (version.appStoreState === to) return;
  recordChange(state, {
    eventType: "APP_STORE_VERSION_APP_VERSION_STATE_UPDATED",
    appId: version.appId,
    instance: { type: "appStoreVersions", id: version.id },
    // Webhooks speak of `appVersionState`, the attribute that replaced appStoreState.
    oldValue: appVersionState(version.appStoreState),
    newValue: appVersionState(to),
    at,
  });
  version.appStoreState = to;
  if (to !== "READY_FOR_SALE") return;
  // Released: the version on the store until now is replaced, and a phased release begins.
  for (const other of state.versions) {
    if (
      other !== version &&
      other.appId === version.appId &&
      other.platform === version.platform &&
      other.appStoreState === "READY_FOR_SALE"
    ) {
      moveVersion(state, other, "REPLACED_WITH_NEW_VERSION", at);
    }
  }
  const phased = state.phasedReleases.find((release) => release.versionId === version.id);
  if (phased?.state === "INACTIVE") {
    phased.state = "ACTIVE";
    phased.startDate = iso(at);
  }
}

/** The versions a submission holds for review (items not removed). */
export function submissionVersions(state: SimState, submission: SimReviewSubmission): SimVersion[] {
  const ids = new Set(
    state.reviewSubmissionItems
      .filter((item) => item.submissionId === submission.id && item.state !== "REMOVED")
      .map((item) => item.versionId),
  );
  return state.versions.filter((version) => ids.has(version.id));
}

/** `submitted: true`: App Review has it from `now`; its verdict is due `reviewMs` later. */
export function submitForReview(state: SimState, submission: SimReviewSubmission, now: number, reviewMs: number): void {
  submission.state = "WAITING_FOR_REVIEW";
  submission.submittedDate = iso(now);
  submission.inReviewAt = iso(now + reviewMs / 2);
  submission.verdictAt = iso(now + reviewMs);
  for (const item of state.reviewSubmissionItems) {
    // A rejected item goes back in with the submission (a resubmission after unresolved issues).
    if (item.submissionId === submission.id && item.state === "REJECTED") item.state = "READY_FOR_REVIEW";
  }
  for (const version of submissionVersions(state, submission)) moveVersion(state, version, "WAITING_FOR_REVIEW", now);
}

function startReview(state: SimState, submission: SimReviewSubmission, at: number): void {
  submission.state = "IN_REVIEW";
  for (const version of submissionVersions(state, submission)) {
    if (version.appStoreState === "WAITING_FOR_REVIEW") moveVersion(state, version, "IN_REVIEW", at);
  }
}

/** Approved: released at once, held for the developer, or held until the scheduled date. */
function approve(state: SimState, version: SimVersion, at: number): void {
  const scheduled = version.earliestReleaseDate === null ? null : Date.parse(version.earliestReleaseDate);
  if (version.releaseType === "MANUAL") moveVersion(state, version, "PENDING_DEVELOPER_RELEASE", at);
  else if (version.releaseType === "SCHEDULED" && scheduled !== null && scheduled > at)
    moveVersion(state, version, "PENDING_APPLE_RELEASE", at);
  else moveVersion(state, version, "READY_FOR_SALE", at);
}

/** App Review's verdict on a version: the control plane's, used up, or approval. */
function takeVerdict(state: SimState, versionId: string): SimVerdict {
  const set = state.reviewVerdicts.find((entry) => entry.versionId === versionId);
  state.reviewVerdicts = state.reviewVerdicts.filter((entry) => entry.versionId !== versionId);
  return set?.verdict ?? "APPROVED";
}

function decideVersion(state: SimState, version: SimVersion, verdict: SimVerdict, at: number): void {
  if (verdict === "APPROVED") approve(state, version, at);
  else moveVersion(state, version, "REJECTED", at);
}

function decide(state: SimState, submission: SimReviewSubmission, at: number, verdict?: SimVerdict): void {
  let rejected = false;
  for (const item of state.reviewSubmissionItems) {
    if (item.submissionId !== submission.id || item.state === "REMOVED") continue;
    const version = state.versions.find((candidate) => candidate.id === item.versionId);
    if (!version || (version.appStoreState !== "IN_REVIEW" && version.appStoreState !== "WAITING_FOR_REVIEW")) continue;
    const pending = takeVerdict(state, version.id);
    const itemVerdict = verdict ?? pending;
    item.state = itemVerdict === "APPROVED" ? "APPROVED" : "REJECTED";
    rejected ||= itemVerdict === "REJECTED";
    decideVersion(state, version, itemVerdict, at);
  }
  // Rejected: the submission stays open with its issues, to be answered and resubmitted.
  submission.state = rejected ? "UNRESOLVED_ISSUES" : "COMPLETE";
}

/** `canceled: true` takes effect on the next step: undecided items removed, their versions editable again. */
function finishCancel(state: SimState, submission: SimReviewSubmission, at: number): void {
  for (const item of state.reviewSubmissionItems) {
    if (item.submissionId !== submission.id || (item.state !== "READY_FOR_REVIEW" && item.state !== "ACCEPTED")) continue;
    item.state = "REMOVED";
    const version = state.versions.find((candidate) => candidate.id === item.versionId);
    if (version && (version.appStoreState === "WAITING_FOR_REVIEW" || version.appStoreState === "IN_REVIEW")) {
      moveVersion(state, version, "DEVELOPER_REJECTED", at);
    }
  }
  submission.state = "COMPLETE";
}

/**
 * App Review decides on a version now (control plane): one waiting or in review goes through
 * IN_REVIEW to the verdict at once; for any other, the verdict waits for the end of its review.
 */
export function decideNow(state: SimState, version: SimVersion, verdict: SimVerdict, now: number): void {
  if (version.appStoreState !== "WAITING_FOR_REVIEW" && version.appStoreState !== "IN_REVIEW") {
    state.reviewVerdicts = [...state.reviewVerdicts.filter((entry) => entry.versionId !== version.id), { versionId: version.id, verdict }];
    return;
  }
  const submission = state.reviewSubmissions.find(
    (candidate) =>
      (candidate.state === "WAITING_FOR_REVIEW" || candidate.state === "IN_REVIEW") &&
      submissionVersions(state, candidate).some((held) => held.id === version.id),
  );
  if (!submission) {
    // A version sent to review without a submission (the seed's, or the control plane's).
    moveVersion(state, version, "IN_REVIEW", now);
    takeVerdict(state, version.id);
    decideVersion(state, version, verdict, now);
    return;
  }
  if (submission.state === "WAITING_FOR_REVIEW") startReview(state, submission, now);
  decide(state, submission, now, verdict);
}

/** Applies every step due by `now`; returns whether anything changed. */
export function advanceLifecycle(state: SimState, now: number): boolean {
  let changed = false;
  for (const submission of state.reviewSubmissions) {
    if (submission.state === "CANCELING") {
      finishCancel(state, submission, now);
      changed = true;
      continue;
    }
    const inReviewAt = submission.inReviewAt === null ? null : Date.parse(submission.inReviewAt);
    const verdictAt = submission.verdictAt === null ? null : Date.parse(submission.verdictAt);
    if (submission.state === "WAITING_FOR_REVIEW" && inReviewAt !== null && now >= inReviewAt) {
      startReview(state, submission, inReviewAt);
      changed = true;
    }
    if (submission.state === "IN_REVIEW" && verdictAt !== null && now >= verdictAt) {
      decide(state, submission, verdictAt);
      changed = true;
    }
  }
  for (const version of state.versions) {
    if (version.appStoreState !== "PENDING_APPLE_RELEASE" || version.earliestReleaseDate === null) continue;
    const scheduled = Date.parse(version.earliestReleaseDate);
    if (now >= scheduled) {
      moveVersion(state, version, "READY_FOR_SALE", scheduled);
      changed = true;
    }
  }
  for (const release of state.phasedReleases) changed = settlePhasedRelease(release, now) || changed;
  return changed;
}
