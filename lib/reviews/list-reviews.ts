import "server-only";

import type { z } from "zod";

import { getAppOrThrow } from "@/lib/apps/find-app";
import { db } from "@/lib/db/client";

import { reviewWhere } from "./review-filters";
import { reviewKeyset } from "./review-keyset";
import type { listReviewsQuery } from "./schemas";
import { toReviewView } from "./views";

/** A page of the app's synced reviews, newest first, filtered. */
export async function listReviews(userId: string, appId: string, query: z.output<typeof listReviewsQuery>) {
  const app = await getAppOrThrow(userId, appId);
  const { where: after, ...page } = reviewKeyset.args(query.cursor, query.limit);
  const filters = [...reviewWhere(app.id, query), after];
  const rows = await db().customerReview.findMany({ ...page, where: { AND: filters } });
  return reviewKeyset.page(rows, query.limit, toReviewView);
}
