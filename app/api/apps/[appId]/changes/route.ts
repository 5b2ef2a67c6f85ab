import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";
import { listAppChanges } from "@/lib/revisions/list-app-changes";
import * as revisions from "@/lib/revisions/operations";

// GET /api/apps/{appId}/changes – every store change made through the service, newest first
export const GET = handle(revisions.listAppChanges, async ({ user, params, query }) =>
  ok(await listAppChanges(user.id, params.appId, query)),
);

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
