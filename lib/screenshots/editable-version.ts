import "server-only";

import type { App, AppVersion } from "@/lib/db/generated/client";
import { ApiError } from "@/lib/http/errors";
import { versionStateInWords } from "@/lib/text/version-states";
import { isEditableState } from "@/lib/versions/editable-fields";
import { getVersionOrThrow } from "@/lib/versions/find-version";

/**
 * The version whose screenshots the caller changes: one they may publish metadata of
 * (`metadata.publish`), in a state App Store Connect lets screenshots change in (being prepared
 * or rejected), else `409 version_not_editable` with the state in words.
 */
export async function getEditableVersionOrThrow(
  userId: string,
  appId: string,
  versionId: string,
): Promise<{ app: App; version: AppVersion }> {
  const found = await getVersionOrThrow(userId, appId, versionId, "metadata.publish");
  const { version } = found;
  if (!isEditableState(version.appStoreState)) {
    throw new ApiError(
      "version_not_editable",
      `Version ${version.versionString} is "${versionStateInWords(version.appStoreState)}": its screenshots change only while it is being prepared or after a rejection.`,
    );
  }
  return found;
}
