// What the control plane changes in App Store Connect for releases, behind the service's back: a
// build uploaded from Xcode and processed (or not), App Review's verdict, a version's state. Each
// throws an Error in words when the request makes no sense (the control plane answers 400).

import { decideNow, moveVersion } from "./review-lifecycle";
import { recordChange } from "./state-changes";
import { VERSION_STATES, type SimBuild, type SimState, type SimVerdict, type SimVersionState } from "./state";

const DAY = 86_400_000;
export const BUILD_PROCESSING_STATES: readonly SimBuild["processingState"][] = ["PROCESSING", "VALID", "INVALID", "FAILED"];
const BUILD_PLATFORMS: readonly NonNullable<SimBuild["platform"]>[] = ["IOS", "MAC_OS", "TV_OS", "VISION_OS"];
const BUILD_NUMBER = /^\d+(\.\d+){0,2}$/;

export interface NewBuild {
  appStoreId: string;
  /** The build number (CFBundleVersion), e.g. "41". */
  version: string;
  /** Default PROCESSING: Apple processes an upload before it can be used. */
  processingState?: SimBuild["processingState"];
  /** The export compliance answer; default null (not answered, "Missing Compliance"). */
  usesNonExemptEncryption?: boolean | null;
  /** The platform it was built for; default IOS. */
  platform?: SimBuild["platform"];
}

export interface BuildStateChange {
  buildId: string;
  processingState?: SimBuild["processingState"];
  expired?: boolean;
  usesNonExemptEncryption?: boolean | null;
}

function versionOrThrow(state: SimState, versionId: string) {
  const version = state.versions.find((candidate) => candidate.id === versionId);
  if (!version) throw new Error(`no version ${versionId}`);
  return version;
}

/** A build uploaded now; it expires 90 days later, as TestFlight builds do. Returns its id. */
export function uploadBuild(state: SimState, newId: () => string, now: number, build: NewBuild): string {
  if (!state.apps.some((app) => app.id === build.appStoreId)) throw new Error(`no app ${build.appStoreId}`);
  if (!BUILD_NUMBER.test(build.version)) throw new Error("version must be a build number: one to three period-separated integers");
  if (state.builds.some((b) => b.appId === build.appStoreId && b.version === build.version)) {
    throw new Error(`the app already has build ${build.version}`);
  }
  if (build.platform !== undefined && !BUILD_PLATFORMS.includes(build.platform)) {
    throw new Error(`platform must be one of ${BUILD_PLATFORMS.join(", ")}`);
  }
  const processingState = build.processingState ?? "PROCESSING";
  if (!BUILD_PROCESSING_STATES.includes(processingState))
    throw new Error(`processingState must be one of ${BUILD_PROCESSING_STATES.join(", ")}`);
  const id = newId();
  state.builds.push({
    id,
    appId: build.appStoreId,
    version: build.version,
    uploadedDate: new Date(now).toISOString(),
    expirationDate: new Date(now + 90 * DAY).toISOString(),
    expired: false,
    processingState,
    minOsVersion: "16.0",
    usesNonExemptEncryption: build.usesNonExemptEncryption ?? null,
    platform: build.platform ?? "IOS",
  });
  return id;
}

/**
 * Apple finishes processing a build (or fails it), it expires, or its export compliance is
 * answered, at `now` (ms). A change of processing state is recorded for the webhooks.
 */
export function setBuildState(state: SimState, change: BuildStateChange, now: number): void {
  const build = state.builds.find((candidate) => candidate.id === change.buildId);
  if (!build) throw new Error(`no build ${change.buildId}`);
  if (change.processingState === undefined && change.expired === undefined && change.usesNonExemptEncryption === undefined) {
    throw new Error("give processingState, expired or usesNonExemptEncryption");
  }
  if (change.processingState !== undefined && !BUILD_PROCESSING_STATES.includes(change.processingState)) {
    throw new Error(`processingState must be one of ${BUILD_PROCESSING_STATES.join(", ")}`);
  }
  if (change.processingState !== undefined && change.processingState !== build.processingState) {
    recordChange(state, {
      eventType: "BUILD_UPLOAD_STATE_UPDATED",
      appId: build.appId,
      instance: { type: "builds", id: build.id },
      oldValue: build.processingState,
      newValue: change.processingState,
      at: now,
    });
    build.processingState = change.processingState;
  }
  if (change.expired !== undefined) build.expired = change.expired;
  if (change.usesNonExemptEncryption !== undefined) build.usesNonExemptEncryption = change.usesNonExemptEncryption;
}

/** App Review decides on the version (now if it is waiting or in review, else when its review ends). */
export function setReviewVerdict(state: SimState, versionId: string, verdict: SimVerdict, now: number): void {
  if (verdict !== "APPROVED" && verdict !== "REJECTED") throw new Error("verdict must be APPROVED or REJECTED");
  decideNow(state, versionOrThrow(state, versionId), verdict, now);
}

/** A version moves to another state in App Store Connect, with what follows (a release replaces the live version). */
export function setVersionState(state: SimState, versionId: string, to: SimVersionState, now: number): void {
  const version = versionOrThrow(state, versionId);
  if (!VERSION_STATES.includes(to)) throw new Error(`state must be one of ${VERSION_STATES.join(", ")}`);
  moveVersion(state, version, to, now);
}
