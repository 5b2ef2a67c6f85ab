import "server-only";

import type { z } from "zod";

import { getAppOrThrow } from "@/lib/apps/find-app";
import { db } from "@/lib/db/client";

import { buildKeyset } from "./build-keyset";
import type { listBuildsQuery } from "./schemas";
import { toBuildView } from "./views";

/** A page of the app's builds, newest upload first, with the version string of the version using each. */
export async function listBuilds(userId: string, appId: string, query: z.output<typeof listBuildsQuery>) {
  const app = await getAppOrThrow(userId, appId);
  const { where, ...page } = buildKeyset.args(query.cursor, query.limit);
  const rows = await db().build.findMany({ ...page, where: { AND: [where, { appId: app.id }] } });
  const versions = await db().appVersion.findMany({
    where: { appId: app.id, buildStoreId: { in: rows.map((row) => row.storeId) } },
    // A build used by several versions (rare) names the newest.
    orderBy: [{ storeCreatedAt: { sort: "asc", nulls: "first" } }, { id: "asc" }],
    select: { buildStoreId: true, versionString: true },
  });
  const versionOf = new Map(versions.map((version) => [version.buildStoreId, version.versionString]));
  return buildKeyset.page(rows, query.limit, (row) => toBuildView(row, versionOf.get(row.storeId) ?? null));
}
