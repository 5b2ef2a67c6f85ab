import "server-only";

import type { z } from "zod";

import { getAppOrThrow } from "@/lib/apps/find-app";
import { db } from "@/lib/db/client";
import { appVisibleTo } from "@/lib/teams/membership";

import { reviewWhere } from "./review-filters";
import { reviewKeyset } from "./review-keyset";
import type { listReviewsQuery } from "./schemas";
import { toReviewView } from "./views";

/**
 * A page of the app's synced reviews, newest first, filtered. The owner check rides on the page's
 * own query (one round trip for the usual case); only an empty page looks the app up, to tell
 * another user's or a missing app (404) from one with no matching reviews.
 */
export async function listReviews(userId: string, appId: string, query: z.output<typeof listReviewsQuery>) {
  const { where: after, ...page } = reviewKeyset.args(query.cursor, query.limit);
  const filters = [...reviewWhere(appId, query), { app: appVisibleTo(userId, appId) }, after];
  const rows = await db().customerReview.findMany({ ...page, where: { AND: filters } });
  if (rows.length === 0) await getAppOrThrow(userId, appId);
  return reviewKeyset.page(rows, query.limit, toReviewView);
}
