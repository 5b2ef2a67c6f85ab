import "server-only";

import { getAppOrThrow } from "@/lib/apps/find-app";
import { db } from "@/lib/db/client";

import { toVersionView } from "./views";

/** The app's kept versions, newest first by the store's creation date (undated ones last). */
export async function listVersions(userId: string, appId: string) {
  const app = await getAppOrThrow(userId, appId);
  const rows = await db().appVersion.findMany({
    where: { appId: app.id },
    orderBy: [{ storeCreatedAt: { sort: "desc", nulls: "last" } }, { id: "desc" }],
    include: { _count: { select: { localizations: true } } },
  });
  return { items: rows.map(({ _count, ...row }) => toVersionView(row, _count.localizations)) };
}
