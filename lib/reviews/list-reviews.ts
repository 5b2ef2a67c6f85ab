import "server-only";

import type { z } from "zod";

import { getAppOrThrow } from "@/lib/apps/find-app";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";

import { reviewKeyset } from "./review-keyset";
import type { listReviewsQuery } from "./schemas";
import { toReviewView } from "./views";

/** A page of the app's synced reviews, newest first, filtered. */
export async function listReviews(userId: string, appId: string, query: z.output<typeof listReviewsQuery>) {
  const app = await getAppOrThrow(userId, appId);
  const { where: after, ...page } = reviewKeyset.args(query.cursor, query.limit);
  const filters: Prisma.CustomerReviewWhereInput[] = [{ appId: app.id }, after];
  if (query.rating !== undefined) filters.push({ rating: query.rating });
  if (query.minRating !== undefined) filters.push({ rating: { gte: query.minRating } });
  if (query.maxRating !== undefined) filters.push({ rating: { lte: query.maxRating } });
  if (query.territory !== undefined) filters.push({ territory: query.territory });
  if (query.responded !== undefined) filters.push({ responseStoreId: query.responded ? { not: null } : null });
  if (query.search !== undefined) {
    // Prisma passes `contains` to (I)LIKE as is: escape its wildcards so they match literally.
    const text = { contains: query.search.replace(/[\\%_]/g, (char) => `\\${char}`), mode: "insensitive" as const };
    filters.push({ OR: [{ title: text }, { body: text }] });
  }
  const rows = await db().customerReview.findMany({ ...page, where: { AND: filters } });
  return reviewKeyset.page(rows, query.limit, toReviewView);
}
