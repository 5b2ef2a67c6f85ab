import "server-only";

import type { z } from "zod";

import { getAppOrThrow } from "@/lib/apps/find-app";
import { storeClientForApp } from "@/lib/apps/store-client";
import { storeErrorToApiError } from "@/lib/apps/store-errors";
import { db } from "@/lib/db/client";
import type { AppVersion, VersionLocalization } from "@/lib/db/generated/client";
import { ApiError } from "@/lib/http/errors";
import { versionLocalizationRow, versionRow } from "@/lib/store/version-rows";
import { compareVersionNumbers, highestVersionNumber } from "@/lib/store/version-number";

import { isShippedState } from "./editable-fields";
import { recordStateChanges } from "./state-changes";
import type { createVersionInput } from "./schemas";

/**
 * The app's next version, made at App Store Connect (`versions.manage`), which copies the
 * previous version's texts into it ("What's New" is the new version's to write). Refused before
 * asking the store, in words, when the last sync shows a version still on its way (being
 * prepared, in review, rejected: `409 version_in_progress`) or a number not above the highest
 * one; the store's own refusal (it knows more than the last sync) is `409 store_conflict`. What
 * the store made is stored at once, with its localizations.
 */
export async function createVersion(
  userId: string,
  appId: string,
  input: z.output<typeof createVersionInput>,
): Promise<AppVersion & { localizations: VersionLocalization[] }> {
  const app = await getAppOrThrow(userId, appId, "versions.manage");
  const known = await db().appVersion.findMany({ where: { appId: app.id, platform: input.platform } });
  const inFlight = known.find((version) => !isShippedState(version.appStoreState));
  if (inFlight) {
    throw new ApiError(
      "version_in_progress",
      `Version ${inFlight.versionString} has not reached the App Store yet (it is being prepared, in review or was rejected): ship it, or remove it in App Store Connect, before making the next one.`,
    );
  }
  const highest = highestVersionNumber(known.map((version) => version.versionString));
  if (highest && compareVersionNumbers(input.versionString, highest) <= 0) {
    throw new ApiError("validation_failed", "The request body is invalid.", {
      errors: [{ path: "body.versionString", message: `Must be higher than ${highest}, the latest version` }],
    });
  }
  const client = await storeClientForApp(app);
  const made = await (async () => {
    try {
      const version = await client.createAppStoreVersion(app.storeId, { versionString: input.versionString, platform: input.platform });
      return { version, localizations: await client.listVersionLocalizations(version.id) };
    } catch (error) {
      throw storeErrorToApiError(error, "the version");
    }
  })();
  return db().$transaction(async (tx) => {
    const version = await tx.appVersion.upsert({
      where: { appId_storeId: { appId: app.id, storeId: made.version.id } },
      create: { ...versionRow(made.version), appId: app.id },
      update: versionRow(made.version),
    });
    await recordStateChanges(tx, [{ versionId: version.id, from: null, to: version.appStoreState }], {
      source: "created",
      actorUserId: userId,
    });
    await tx.versionLocalization.deleteMany({ where: { versionId: version.id } });
    await tx.versionLocalization.createMany({
      data: made.localizations.map((row) => ({ ...versionLocalizationRow(row), versionId: version.id })),
    });
    return tx.appVersion.findUniqueOrThrow({ where: { id: version.id }, include: { localizations: true } });
  });
}
