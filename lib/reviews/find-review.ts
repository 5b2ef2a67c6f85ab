import "server-only";

import { getAppOrThrow } from "@/lib/apps/find-app";
import { db } from "@/lib/db/client";
import type { App, CustomerReview } from "@/lib/db/generated/client";
import { notFound } from "@/lib/http/errors";
import type { TeamPermission } from "@/lib/teams/roles";

import { responseText } from "./views";

/** The user's app and one of its reviews; another user's app or review answers 404 like a missing one. */
export async function getReviewOrThrow(
  userId: string,
  appId: string,
  reviewId: string,
  permission: TeamPermission = "apps.read",
): Promise<{ app: App; review: CustomerReview }> {
  const app = await getAppOrThrow(userId, appId, permission);
  const review = await db().customerReview.findFirst({ where: { id: reviewId, appId: app.id } });
  if (!review) throw notFound("review");
  return { app, review };
}

/** The review's response as the caller reads it (null: none yet): what `If-Match` is held to. */
export async function reviewResponseNow(userId: string, appId: string, reviewId: string) {
  return responseText((await getReviewOrThrow(userId, appId, reviewId)).review);
}
