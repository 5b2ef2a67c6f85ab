import type { Prisma } from "@/lib/db/generated/client";

import type { ReviewFilters } from "./schemas";

/** The `where` of an app's reviews matching the filters (all of them combine with AND). */
export function reviewWhere(appId: string, query: ReviewFilters): Prisma.CustomerReviewWhereInput[] {
  const filters: Prisma.CustomerReviewWhereInput[] = [{ appId }];
  if (query.rating !== undefined) filters.push({ rating: query.rating });
  if (query.minRating !== undefined) filters.push({ rating: { gte: query.minRating } });
  if (query.maxRating !== undefined) filters.push({ rating: { lte: query.maxRating } });
  if (query.territory !== undefined) filters.push({ territory: query.territory });
  if (query.responded !== undefined) filters.push({ responseStoreId: query.responded ? { not: null } : null });
  if (query.seenSince !== undefined) filters.push({ firstSeenAt: { gte: new Date(query.seenSince) } });
  if (query.search !== undefined) {
    // Prisma passes `contains` to (I)LIKE as is: escape its wildcards so they match literally.
    const text = { contains: query.search.replace(/[\\%_]/g, (char) => `\\${char}`), mode: "insensitive" as const };
    filters.push({ OR: [{ title: text }, { body: text }] });
  }
  return filters;
}
