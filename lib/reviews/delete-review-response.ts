import "server-only";

import { storeClientForApp } from "@/lib/apps/store-client";
import { storeErrorToApiError } from "@/lib/apps/store-errors";
import { recordRevisions } from "@/lib/revisions/record-revisions";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import type { StoreClient } from "@/lib/store/client";
import { isStoreError } from "@/lib/store/errors";

import { getReviewOrThrow } from "./find-review";

/** Deletes one response at the store; false when the store no longer has it. */
async function deleteAtStore(client: StoreClient, responseId: string): Promise<boolean> {
  try {
    await client.deleteCustomerReviewResponse(responseId);
    return true;
  } catch (error) {
    if (isStoreError(error) && error.kind === "not_found") return false;
    throw error;
  }
}

/**
 * Deletes the review's response at the store, then here. When the stored response id is stale
 * (replaced in App Store Connect since the last sync), the store's current response is deleted.
 */
export async function deleteReviewResponse(userId: string, appId: string, reviewId: string): Promise<void> {
  const { app, review } = await getReviewOrThrow(userId, appId, reviewId, "replies.publish");
  if (!review.responseStoreId) throw notFound("response to this review");
  const client = await storeClientForApp(app);
  try {
    if (!(await deleteAtStore(client, review.responseStoreId))) {
      const current = await client.getCustomerReviewResponse(review.storeId);
      if (current) await deleteAtStore(client, current.id);
    }
  } catch (error) {
    throw storeErrorToApiError(error, "responses to this app's reviews");
  }
  await db().$transaction(async (tx) => {
    // Only the response deleted above: one written meanwhile by another request stays.
    await tx.customerReview.updateMany({
      where: { id: review.id, responseStoreId: review.responseStoreId },
      data: { responseStoreId: null, responseBody: null, responseState: null, responseUpdatedAt: null },
    });
    await recordRevisions(tx, app.id, { kind: "user", userId }, [
      { resource: "review_response", resourceId: review.id, locale: null, field: "response", before: review.responseBody, after: null },
    ]);
  });
}
