import "server-only";

import { storeClientForApp } from "@/lib/apps/store-client";
import { storeErrorToApiError } from "@/lib/apps/store-errors";
import type { AppVersion } from "@/lib/db/generated/client";
import { ApiError } from "@/lib/http/errors";
import type { StoreClient } from "@/lib/store/client";
import type { AscPhasedReleaseState } from "@/lib/store/types";
import { phasedReleaseStateInWords, versionStateInWords } from "@/lib/text/version-states";
import { getVersionOrThrow } from "@/lib/versions/find-version";
import type { StateChangeOrigin } from "@/lib/versions/state-changes";

import { refreshVersion } from "./refresh-version";

/**
 * Releases a version App Review approved and that waits for its developer (`versions.manage`,
 * App Store Connect's release request). Its phased release, if it has one, starts now.
 */
export async function releaseVersion(userId: string, appId: string, versionId: string): Promise<AppVersion> {
  const { app, version } = await getVersionOrThrow(userId, appId, versionId, "versions.manage");
  const client = await storeClientForApp(app);
  try {
    // The state as App Store Connect has it now: approval may have come since the last sync.
    const current = await refreshVersion(client, version, "read");
    if (current.appStoreState !== "PENDING_DEVELOPER_RELEASE") {
      throw new ApiError(
        "version_not_releasable",
        `Version ${current.versionString} is "${versionStateInWords(current.appStoreState)}": only a version approved and waiting for your release can be released.`,
      );
    }
    await client.releaseVersion(current.storeId);
    return await refreshVersion(client, current, { source: "action", actorUserId: userId });
  } catch (error) {
    throw storeErrorToApiError(error, "the release");
  }
}

/**
 * Pauses, resumes or completes a version's phased release (`versions.manage`). App Store Connect
 * decides what each state allows (a release that has not started cannot be paused; a complete one
 * is over), and its refusal is said in words with the release's state.
 */
export async function updatePhasedRelease(
  userId: string,
  appId: string,
  versionId: string,
  state: PhasedReleaseTarget,
): Promise<AppVersion> {
  const { app, version } = await getVersionOrThrow(userId, appId, versionId, "versions.manage");
  return setPhasedReleaseState(await storeClientForApp(app), version, state, { source: "action", actorUserId: userId });
}

export type PhasedReleaseTarget = Exclude<AscPhasedReleaseState, "INACTIVE">;

/** The store's half of `updatePhasedRelease`, for a person's action or the release guard's (`origin`). */
export async function setPhasedReleaseState(
  client: StoreClient,
  version: AppVersion,
  state: PhasedReleaseTarget,
  origin: StateChangeOrigin,
): Promise<AppVersion> {
  try {
    const phasedRelease = await client.getPhasedRelease(version.storeId);
    const current = phasedRelease?.attributes?.phasedReleaseState;
    if (!phasedRelease || !current) {
      throw new ApiError("version_not_releasable", `Version ${version.versionString} has no phased release.`);
    }
    const allowed = current === "ACTIVE" ? ["PAUSED", "COMPLETE"] : current === "PAUSED" ? ["ACTIVE", "COMPLETE"] : [];
    if (!allowed.includes(state)) {
      throw new ApiError(
        "version_not_releasable",
        `The phased release of version ${version.versionString} is ${phasedReleaseStateInWords(current)}: it cannot be ${state === "ACTIVE" ? "resumed" : state === "PAUSED" ? "paused" : "completed"} now.`,
      );
    }
    await client.updatePhasedRelease(phasedRelease.id, state);
    return await refreshVersion(client, version, origin);
  } catch (error) {
    throw storeErrorToApiError(error, "the phased release");
  }
}
