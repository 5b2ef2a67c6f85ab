import "server-only";

import { precheckContent } from "@/lib/apps/content-precheck";
import { storeClientForApp } from "@/lib/apps/store-client";
import type { TeamPermission } from "@/lib/teams/roles";
import { storeErrorToApiError } from "@/lib/apps/store-errors";
import { recordRevisions, type RevisionAuthor } from "@/lib/revisions/record-revisions";
import { db } from "@/lib/db/client";
import type { CustomerReview } from "@/lib/db/generated/client";
import { ApiError, notFound } from "@/lib/http/errors";
import { isStoreError } from "@/lib/store/errors";
import { replyLanguage } from "@/lib/text/reply-language";
import { excerpt, webhookApp } from "@/lib/webhooks/payload-fields";
import { queueWebhookEvent } from "@/lib/webhooks/queue-webhook-event";

import { getReviewOrThrow } from "./find-review";

/**
 * What a response checks before it goes to the store (the review, in an app the caller may see,
 * with `permission`; the content precheck, in the language the reply is written in: the review's,
 * else its storefront's). A proposed response is checked by the same steps.
 */
export async function prepareReviewResponse(
  userId: string,
  appId: string,
  reviewId: string,
  responseBody: string,
  acknowledged: boolean,
  permission?: TeamPermission,
) {
  const found = await getReviewOrThrow(userId, appId, reviewId, permission);
  const locale = replyLanguage(found.review);
  await precheckContent(found.app.id, [{ path: "body.responseBody", text: responseBody, kind: "reply", locale }], acknowledged);
  return found;
}

/**
 * Writes the response to the store (ASC replaces an earlier one), then stores it with the
 * review. The store comes first: a refused response changes nothing here. A person's reply goes
 * through the content precheck first (`422 precheck_failed`; warnings pass with
 * `acknowledgeWarnings`); the agent's was checked by its own precheck moments before, with every
 * finding refusing it, so only hard findings could stop it here.
 */
export async function respondToReview(
  userId: string,
  appId: string,
  reviewId: string,
  responseBody: string,
  author: RevisionAuthor = { kind: "user", userId },
  options: { acknowledgeWarnings?: boolean } = {},
): Promise<CustomerReview> {
  const acknowledged = author.kind === "agent" || options.acknowledgeWarnings === true;
  const { app, review } = await prepareReviewResponse(userId, appId, reviewId, responseBody, acknowledged, "replies.publish");
  const client = await storeClientForApp(app);
  let written;
  try {
    written = await client.createCustomerReviewResponse(review.storeId, responseBody);
  } catch (error) {
    if (isStoreError(error) && error.kind === "not_found") {
      throw new ApiError("store_app_not_found", "App Store Connect no longer has this review for the app's key.");
    }
    throw storeErrorToApiError(error, "responses to this app's reviews");
  }
  const attributes = written.attributes ?? {};
  return db().$transaction(async (tx) => {
    const { count } = await tx.customerReview.updateMany({
      where: { id: review.id, appId: app.id },
      data: {
        responseStoreId: written.id,
        responseBody: attributes.responseBody ?? responseBody,
        responseState: attributes.state ?? "PENDING_PUBLISH",
        responseUpdatedAt: attributes.lastModifiedDate ? new Date(attributes.lastModifiedDate) : new Date(),
      },
    });
    // The app (and its reviews) was deleted while the store answered.
    if (count === 0) throw notFound("review");
    await recordRevisions(tx, app.id, author, [
      {
        resource: "review_response",
        resourceId: review.id,
        locale: null,
        field: "response",
        before: review.responseBody,
        after: attributes.responseBody ?? responseBody,
      },
    ]);
    await queueWebhookEvent(tx, app.teamId, "review.responded", {
      app: webhookApp(app),
      review: { id: review.id, rating: review.rating },
      response: { body: excerpt(attributes.responseBody ?? responseBody) },
    });
    return tx.customerReview.findUniqueOrThrow({ where: { id: review.id } });
  });
}
