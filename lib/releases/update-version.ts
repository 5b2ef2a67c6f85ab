import "server-only";

import type { z } from "zod";

import { storeClientForApp } from "@/lib/apps/store-client";
import { storeErrorToApiError } from "@/lib/apps/store-errors";
import { db } from "@/lib/db/client";
import type { App, AppVersion, Build } from "@/lib/db/generated/client";
import { ApiError } from "@/lib/http/errors";
import type { StoreClient } from "@/lib/store/client";
import type { AscPlatform } from "@/lib/store/types";
import { buildStateColumns, knownVersionColumns, phasedReleaseColumns, reviewDetailRow } from "@/lib/store/version-rows";
import { platformName } from "@/lib/text/platforms";
import { versionStateInWords } from "@/lib/text/version-states";
import { sealDemoPassword } from "@/lib/versions/demo-password";
import { isEditableState } from "@/lib/versions/editable-fields";
import { getVersionOrThrow } from "@/lib/versions/find-version";

import { findVersionRelease, type VersionReleaseRow } from "./find-version-release";
import type { reviewDetailsInput, updateVersionInput } from "./schemas";

type Input = z.output<typeof updateVersionInput>;

/**
 * A version's release settings (`versions.manage`): the build to ship, how it is released after
 * approval, the phased release and what App Review is told. Checked here first (the version being
 * prepared or rejected, the build processed and valid), then written to App Store Connect; each
 * part is stored as soon as the store took it, so a refusal half-way leaves the service showing
 * what the store has.
 */
export async function updateVersion(userId: string, appId: string, versionId: string, input: Input): Promise<VersionReleaseRow> {
  const { app, version } = await getVersionOrThrow(userId, appId, versionId, "versions.manage");
  if (!isEditableState(version.appStoreState)) {
    throw new ApiError(
      "version_not_editable",
      `Version ${version.versionString} is "${versionStateInWords(version.appStoreState)}": its build and release settings change only while it is being prepared or after a rejection.`,
    );
  }
  const client = await storeClientForApp(app);
  const build = input.buildId ? await usableBuild(app, version, input.buildId, client) : null;
  try {
    if (build || input.releaseType || input.earliestReleaseDate !== undefined) await writeVersion(client, version, input, build);
    if (input.phasedRelease !== undefined) await writePhasedRelease(client, version, input.phasedRelease);
    if (input.reviewDetails) await writeReviewDetails(client, version, input.reviewDetails);
  } catch (error) {
    throw storeErrorToApiError(error, "the version");
  }
  return findVersionRelease(version.id);
}

/** The build, as App Store Connect has it now (processing may have ended since the last sync), if it can ship. */
async function usableBuild(app: App, version: AppVersion, buildId: string, client: StoreClient): Promise<Build> {
  const stored = await db().build.findFirst({ where: { id: buildId, appId: app.id } });
  if (!stored) {
    throw new ApiError("validation_failed", "The request body is invalid.", {
      errors: [{ path: "body.buildId", message: "No build of this app has this id (GET /apps/{appId}/builds lists them)" }],
    });
  }
  let current: Awaited<ReturnType<StoreClient["getBuild"]>>;
  try {
    current = await client.getBuild(stored.storeId);
  } catch (error) {
    throw storeErrorToApiError(error, "the build");
  }
  const build = await db().build.update({ where: { id: stored.id }, data: buildStateColumns(current, stored) });
  const refuse = (why: string) => {
    throw new ApiError("build_not_usable", `Build ${build.version} cannot ship version ${version.versionString}: ${why}`);
  };
  if (!current) refuse("App Store Connect no longer has it.");
  if (build.processingState === "PROCESSING") refuse("App Store Connect is still processing it; try again when it is done.");
  if (build.processingState !== "VALID") refuse("App Store Connect found it invalid; upload a new build.");
  if (build.expired) refuse("it has expired; upload a new build.");
  if (!(await builtFor(client, app, build, version.platform))) {
    refuse(`it was not built for ${platformName(version.platform)}; attach a build for ${platformName(version.platform)}.`);
  }
  return build;
}

/** Whether the build's pre-release version is for the version's platform (an app can ship on several). */
async function builtFor(client: StoreClient, app: App, build: Build, platform: string): Promise<boolean> {
  try {
    const matching = await client.listBuilds(app.storeId, {
      "filter[id]": [build.storeId],
      "filter[preReleaseVersion.platform]": [platform as AscPlatform],
      limit: 1,
    });
    return matching.length > 0;
  } catch (error) {
    throw storeErrorToApiError(error, "the build");
  }
}

async function writeVersion(client: StoreClient, version: AppVersion, input: Input, build: Build | null): Promise<void> {
  const updated = await client.updateAppStoreVersion(version.storeId, {
    attributes: {
      ...(input.releaseType ? { releaseType: input.releaseType } : {}),
      ...(input.earliestReleaseDate !== undefined ? { earliestReleaseDate: input.earliestReleaseDate } : {}),
    },
    buildId: build?.storeId,
  });
  await db().appVersion.update({
    where: { id: version.id },
    data: knownVersionColumns(updated, build?.storeId ?? version.buildStoreId),
  });
}

/** On: the version gets a phased release (inactive until it is released). Off: removed, while it has not started. */
async function writePhasedRelease(client: StoreClient, version: AppVersion, on: boolean): Promise<void> {
  const existing = await client.getPhasedRelease(version.storeId);
  if (on && !existing) {
    const made = await client.createPhasedRelease(version.storeId);
    await db().appVersion.update({ where: { id: version.id }, data: phasedReleaseColumns(made) });
  } else if (!on && existing) {
    await client.deletePhasedRelease(existing.id);
    await db().appVersion.update({ where: { id: version.id }, data: phasedReleaseColumns(null) });
  } else {
    await db().appVersion.update({ where: { id: version.id }, data: phasedReleaseColumns(existing) });
  }
}

async function writeReviewDetails(client: StoreClient, version: AppVersion, input: z.output<typeof reviewDetailsInput>): Promise<void> {
  const existing = await client.getReviewDetail(version.storeId);
  const written = existing ? await client.updateReviewDetail(existing.id, input) : await client.createReviewDetail(version.storeId, input);
  const row = reviewDetailRow(written);
  const password =
    input.demoAccountPassword === undefined
      ? undefined
      : input.demoAccountPassword === null
        ? null
        : sealDemoPassword(version.id, input.demoAccountPassword);
  await db().versionReviewDetail.upsert({
    where: { versionId: version.id },
    create: { ...row, versionId: version.id, demoAccountPasswordSealed: password ?? null },
    update: { ...row, ...(password === undefined ? {} : { demoAccountPasswordSealed: password }) },
  });
}
