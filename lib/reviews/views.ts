import type { z } from "zod";

import type { CustomerReview } from "@/lib/db/generated/client";
import { etagOf } from "@/lib/http/etag";

import type { review } from "./schemas";

/** The publisher's response as people write it (its text; Apple publishing it changes nothing here): what its ETag is the hash of. */
export const responseText = (row: Pick<CustomerReview, "responseStoreId" | "responseBody">) =>
  row.responseStoreId === null ? null : { body: row.responseBody ?? "" };

export const toReviewView = (row: CustomerReview): z.input<typeof review> => ({
  id: row.id,
  storeId: row.storeId,
  rating: row.rating,
  title: row.title,
  body: row.body,
  reviewerNickname: row.reviewerNickname,
  territory: row.territory,
  createdAt: row.storeCreatedAt.toISOString(),
  response:
    row.responseStoreId === null
      ? null
      : {
          body: row.responseBody ?? "",
          state: row.responseState ?? "PENDING_PUBLISH",
          updatedAt: row.responseUpdatedAt?.toISOString() ?? null,
        },
  responseEtag: etagOf(responseText(row)),
});
