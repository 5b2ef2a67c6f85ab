import "server-only";

import { getAppOrThrow } from "@/lib/apps/find-app";
import { db } from "@/lib/db/client";

import { appInfoInUse } from "./app-info-in-use";
import { appInfoTexts, toAppInfoView } from "./views";

/** The app info the service edits (being prepared, else live), as of the last sync. */
export async function getAppInfo(userId: string, appId: string) {
  const app = await getAppOrThrow(userId, appId);
  return toAppInfoView(appInfoInUse(await db().appInfoLocalization.findMany({ where: { appId: app.id } })));
}

/** One locale's app information as a reader sees it (null when it has none in it): what `If-Match` is held to. */
export async function appInfoLocalizationNow(userId: string, appId: string, locale: string) {
  const app = await getAppOrThrow(userId, appId);
  const row = appInfoInUse(await db().appInfoLocalization.findMany({ where: { appId: app.id } })).find((item) => item.locale === locale);
  return row ? appInfoTexts(row) : null;
}
