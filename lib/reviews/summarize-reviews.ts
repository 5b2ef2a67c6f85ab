import "server-only";

import type { z } from "zod";

import { getAppOrThrow } from "@/lib/apps/find-app";
import { db } from "@/lib/db/client";

import { reviewWhere } from "./review-filters";
import { TREND_MONTHS, type ReviewFilters, type reviewSummary } from "./schemas";

const round2 = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);

/** The UTC months `[start, end)` of the trend, oldest first, ending with the month of `now`. */
function trendMonths(now: number, count = TREND_MONTHS): { month: string; start: Date; end: Date }[] {
  const today = new Date(now);
  return Array.from({ length: count }, (_, index) => {
    const offset = count - 1 - index;
    const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - offset, 1));
    const end = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - offset + 1, 1));
    return { month: start.toISOString().slice(0, 7), start, end };
  });
}

/**
 * Figures of the app's synced reviews matching the filters: count, mean rating, stars histogram,
 * answered or not, storefronts, and a monthly trend; with Apple's own summaries of them. Each is an aggregate query over the app's
 * index, so the page never fetches the reviews themselves to count them.
 */
export async function summarizeReviews(
  userId: string,
  appId: string,
  filters: ReviewFilters,
  now: number = Date.now(),
): Promise<z.input<typeof reviewSummary>> {
  const app = await getAppOrThrow(userId, appId);
  const where = { AND: reviewWhere(app.id, filters) };
  const months = trendMonths(now);
  const [appleSummaries, overall, byRating, responded, byTerritory, ...trend] = await Promise.all([
    db().appleReviewSummary.findMany({
      where: { appId: app.id, ...(filters.territory ? { territory: filters.territory } : {}) },
      orderBy: [{ territory: "asc" }, { locale: "asc" }],
    }),
    db().customerReview.aggregate({ where, _count: { _all: true }, _avg: { rating: true } }),
    db().customerReview.groupBy({ by: ["rating"], where, _count: { _all: true } }),
    db().customerReview.count({ where: { AND: [...where.AND, { responseStoreId: { not: null } }] } }),
    db().customerReview.groupBy({ by: ["territory"], where, _count: { _all: true } }),
    ...months.map(({ start, end }) =>
      db().customerReview.aggregate({
        where: { AND: [...where.AND, { storeCreatedAt: { gte: start, lt: end } }] },
        _count: { _all: true },
        _avg: { rating: true },
      }),
    ),
  ]);
  const count = overall._count._all;
  const territories = byTerritory
    .map((row) => ({ territory: row.territory, count: row._count._all }))
    .sort((a, b) => b.count - a.count || (a.territory < b.territory ? -1 : 1));
  const reviewsFrom = (territory: string | null) => territories.find((row) => row.territory === territory)?.count ?? 0;
  return {
    count,
    average: round2(overall._avg.rating),
    histogram: [5, 4, 3, 2, 1].map((rating) => ({ rating, count: byRating.find((row) => row.rating === rating)?._count._all ?? 0 })),
    responded,
    unanswered: count - responded,
    territories,
    trend: months.map(({ month }, index) => ({ month, count: trend[index]!._count._all, average: round2(trend[index]!._avg.rating) })),
    // Stable sort: storefronts with as many reviews stay in territory, then language, order.
    appleSummaries: appleSummaries
      .sort((a, b) => reviewsFrom(b.territory) - reviewsFrom(a.territory))
      .map((summary) => ({
        territory: summary.territory,
        locale: summary.locale,
        text: summary.text,
        createdAt: summary.storeCreatedAt?.toISOString() ?? null,
      })),
  };
}
