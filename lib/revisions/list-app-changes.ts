import "server-only";

import type { z } from "zod";

import { getAppOrThrow } from "@/lib/apps/find-app";
import { db } from "@/lib/db/client";
import type { StoreRevision } from "@/lib/db/generated/client";
import { keysetArgs, toPage } from "@/lib/http/pagination";

import type { listChangesQuery, storeRevision } from "./schemas";

const toRevisionView = (row: StoreRevision): z.output<typeof storeRevision> => ({
  id: row.id,
  resource: row.resource as z.output<typeof storeRevision>["resource"],
  resourceId: row.resourceId,
  locale: row.locale,
  field: row.field,
  before: row.before,
  after: row.after,
  author: {
    kind: row.authorKind as "user" | "agent",
    userId: row.userId,
    agentActionId: row.agentActionId,
    proposalId: row.proposalId,
    proposedById: row.proposedById,
  },
  createdAt: row.createdAt.toISOString(),
});

/** The app's store changes made through the service, newest first, filtered by field, locale and author. */
export async function listAppChanges(userId: string, appId: string, query: z.output<typeof listChangesQuery>) {
  const app = await getAppOrThrow(userId, appId);
  const args = keysetArgs(query.cursor, query.limit);
  const rows = await db().storeRevision.findMany({
    ...args,
    where: {
      appId: app.id,
      ...(query.field ? { field: query.field } : {}),
      ...(query.locale ? { locale: query.locale } : {}),
      ...(query.author ? { authorKind: query.author } : {}),
      ...args.where,
    },
  });
  return toPage(rows, query.limit, toRevisionView);
}
