import "server-only";

import { storeClientForApp } from "@/lib/apps/store-client";
import { storeErrorToApiError } from "@/lib/apps/store-errors";
import type { AppVersion } from "@/lib/db/generated/client";
import { ApiError } from "@/lib/http/errors";
import type { AscPhasedReleaseState } from "@/lib/store/types";
import { versionStateInWords } from "@/lib/text/version-states";
import { getVersionOrThrow } from "@/lib/versions/find-version";

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
    const current = await refreshVersion(client, version, "sync");
    if (current.appStoreState !== "PENDING_DEVELOPER_RELEASE") {
      throw new ApiError(
        "version_not_releasable",
        `Version ${current.versionString} is "${versionStateInWords(current.appStoreState)}": only a version approved and waiting for your release can be released.`,
      );
    }
    await client.releaseVersion(current.storeId);
    return await refreshVersion(client, current, "action", userId);
  } catch (error) {
    throw storeErrorToApiError(error, "the release");
  }
}

const PHASED_RELEASE_WORDS: Record<string, string> = {
  INACTIVE: "waiting for the version's release",
  ACTIVE: "rolling out",
  PAUSED: "paused",
  COMPLETE: "complete",
};

/**
 * Pauses, resumes or completes a version's phased release (`versions.manage`). App Store Connect
 * decides what each state allows (a release that has not started cannot be paused; a complete one
 * is over), and its refusal is said in words with the release's state.
 */
export async function updatePhasedRelease(
  userId: string,
  appId: string,
  versionId: string,
  state: Exclude<AscPhasedReleaseState, "INACTIVE">,
): Promise<AppVersion> {
  const { app, version } = await getVersionOrThrow(userId, appId, versionId, "versions.manage");
  const client = await storeClientForApp(app);
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
        `The phased release of version ${version.versionString} is ${PHASED_RELEASE_WORDS[current] ?? current.toLowerCase()}: it cannot be ${state === "ACTIVE" ? "resumed" : state === "PAUSED" ? "paused" : "completed"} now.`,
      );
    }
    await client.updatePhasedRelease(phasedRelease.id, state);
    return await refreshVersion(client, version, "action", userId);
  } catch (error) {
    throw storeErrorToApiError(error, "the phased release");
  }
}
