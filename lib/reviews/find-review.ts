import "server-only";

import { getAppOrThrow } from "@/lib/apps/find-app";
import { db } from "@/lib/db/client";
import type { App, CustomerReview } from "@/lib/db/generated/client";
import { notFound } from "@/lib/http/errors";

/** The user's app and one of its reviews; another user's app or review answers 404 like a missing one. */
export async function getReviewOrThrow(userId: string, appId: string, reviewId: string): Promise<{ app: App; review: CustomerReview }> {
  const app = await getAppOrThrow(userId, appId);
  const review = await db().customerReview.findFirst({ where: { id: reviewId, appId: app.id } });
  if (!review) throw notFound("review");
  return { app, review };
}
