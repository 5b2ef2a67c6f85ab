import { defineOperation } from "@/lib/http/operation";
import { pageSchema } from "@/lib/http/pagination";

import { changesParams, listChangesQuery, storeRevision } from "./schemas";

export const listAppChanges = defineOperation({
  operationId: "listAppChanges",
  method: "get",
  path: "/apps/{appId}/changes",
  summary: "Every store change made through the service, newest first",
  description:
    "Each change written to App Store Connect through the service (a user's edit of a localization or a review reply, or an agent's approved action) with what it was before and after, who made it and when. Filter by `field`, `locale` and `author`.",
  tags: ["Changes"],
  access: "user",
  params: changesParams,
  query: listChangesQuery,
  errors: ["not_found"],
  responses: { 200: { description: "A page of changes", schema: pageSchema(storeRevision) } },
});
