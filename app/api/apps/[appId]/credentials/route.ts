import { handle } from "@/lib/api/handler";
import { getCredentials, replaceCredentials } from "@/lib/apps/manage-credentials";
import * as apps from "@/lib/apps/operations";
import { ok } from "@/lib/http/reply";

// GET /api/apps/{appId}/credentials – key metadata, never the key
export const GET = handle(apps.getCredentials, async ({ user, params }) => ok(await getCredentials(user.id, params.appId)));

// PUT /api/apps/{appId}/credentials – replace the key (verified against the store first)
export const PUT = handle(apps.replaceCredentials, async ({ user, params, body }) =>
  ok(await replaceCredentials(user.id, params.appId, body)),
);

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
