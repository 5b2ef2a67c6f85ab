import "server-only";

import { getAppOrThrow } from "@/lib/apps/find-app";
import { db } from "@/lib/db/client";
import type { App, AppVersion, VersionLocalization } from "@/lib/db/generated/client";
import { notFound } from "@/lib/http/errors";
import type { TeamPermission } from "@/lib/teams/roles";

import { localizationTexts } from "./views";

/** The user's app and one of its kept versions; another user's answers 404 like a missing one. */
export async function getVersionOrThrow(
  userId: string,
  appId: string,
  versionId: string,
  permission: TeamPermission = "apps.read",
): Promise<{ app: App; version: AppVersion }> {
  const app = await getAppOrThrow(userId, appId, permission);
  const version = await db().appVersion.findFirst({ where: { id: versionId, appId: app.id } });
  if (!version) throw notFound("version");
  return { app, version };
}

/** A kept version of the user's app with its localizations. */
export async function getVersion(
  userId: string,
  appId: string,
  versionId: string,
): Promise<AppVersion & { localizations: VersionLocalization[] }> {
  const app = await getAppOrThrow(userId, appId);
  const version = await db().appVersion.findFirst({ where: { id: versionId, appId: app.id }, include: { localizations: true } });
  if (!version) throw notFound("version");
  return version;
}

/** One locale's texts of a kept version as a reader sees them (null when the version has none in it): what `If-Match` is held to. */
export async function versionLocalizationNow(userId: string, appId: string, versionId: string, locale: string) {
  const { version } = await getVersionOrThrow(userId, appId, versionId);
  const row = await db().versionLocalization.findFirst({ where: { versionId: version.id, locale } });
  return row ? localizationTexts(row) : null;
}
