import "server-only";

import { db } from "@/lib/db/client";
import type { AppVersion, Build, VersionReviewDetail } from "@/lib/db/generated/client";
import { getVersionOrThrow } from "@/lib/versions/find-version";

export type VersionReleaseRow = { version: AppVersion & { reviewDetail: VersionReviewDetail | null }; build: Build | null };

/** A version with what shipping it needs: the attached build (as last synced) and the review details. */
export async function findVersionRelease(versionId: string): Promise<VersionReleaseRow> {
  const version = await db().appVersion.findUniqueOrThrow({ where: { id: versionId }, include: { reviewDetail: true } });
  const build = version.buildStoreId
    ? await db().build.findFirst({ where: { appId: version.appId, storeId: version.buildStoreId } })
    : null;
  return { version, build };
}

/** The user's version's release settings (any member). */
export async function getVersionRelease(userId: string, appId: string, versionId: string): Promise<VersionReleaseRow> {
  const { version } = await getVersionOrThrow(userId, appId, versionId);
  return findVersionRelease(version.id);
}
