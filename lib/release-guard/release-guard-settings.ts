import "server-only";

import type { z } from "zod";

import { getAppOrThrow } from "@/lib/apps/find-app";
import { db } from "@/lib/db/client";

import { RELEASE_GUARD_LIMITS, type releaseGuard, type releaseGuardInput } from "./schemas";

type ReleaseGuardView = z.input<typeof releaseGuard>;

async function releaseGuardView(appId: string): Promise<ReleaseGuardView> {
  const [guard, lastTripped] = await Promise.all([
    db().releaseGuard.findUnique({ where: { appId } }),
    db().appVersion.findFirst({
      where: { appId, releaseGuardTrippedAt: { not: null } },
      orderBy: { releaseGuardTrippedAt: "desc" },
      select: { id: true, versionString: true, releaseGuardTrippedAt: true },
    }),
  ]);
  return {
    enabled: guard?.enabled ?? false,
    action: (guard?.action as ReleaseGuardView["action"] | undefined) ?? "propose",
    lowRatingPercent: guard?.lowRatingPercent ?? RELEASE_GUARD_LIMITS.lowRatingPercent.default,
    minimumReviews: guard?.minimumReviews ?? RELEASE_GUARD_LIMITS.minimumReviews.default,
    updatedAt: guard?.updatedAt.toISOString() ?? null,
    lastTrip: lastTripped
      ? { versionId: lastTripped.id, versionString: lastTripped.versionString, at: lastTripped.releaseGuardTrippedAt!.toISOString() }
      : null,
  };
}

/** The app's guard for phased releases, for any member (the defaults while it was never set). */
export async function getReleaseGuard(userId: string, appId: string): Promise<ReleaseGuardView> {
  const app = await getAppOrThrow(userId, appId);
  return releaseGuardView(app.id);
}

/** Sets the guard (`versions.manage`: the people who ship decide what may pause a rollout). */
export async function updateReleaseGuard(
  userId: string,
  appId: string,
  input: z.output<typeof releaseGuardInput>,
): Promise<ReleaseGuardView> {
  const app = await getAppOrThrow(userId, appId, "versions.manage");
  const settings = { ...input, updatedById: userId };
  await db().releaseGuard.upsert({ where: { appId: app.id }, create: { appId: app.id, ...settings }, update: settings });
  return releaseGuardView(app.id);
}
