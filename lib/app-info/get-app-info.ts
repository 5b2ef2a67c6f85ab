import "server-only";

import { getAppOrThrow } from "@/lib/apps/find-app";
import { db } from "@/lib/db/client";

import { appInfoInUse } from "./app-info-in-use";
import { toAppInfoView } from "./views";

/** The app info the service edits (being prepared, else live), as of the last sync. */
export async function getAppInfo(userId: string, appId: string) {
  const app = await getAppOrThrow(userId, appId);
  return toAppInfoView(appInfoInUse(await db().appInfoLocalization.findMany({ where: { appId: app.id } })));
}
