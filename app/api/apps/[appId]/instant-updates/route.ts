import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";
import { connectInstantUpdates } from "@/lib/store-webhooks/connect-store-webhook";
import { getInstantUpdates, toInstantUpdatesView } from "@/lib/store-webhooks/instant-updates";
import * as storeWebhooks from "@/lib/store-webhooks/operations";

// GET /api/apps/{appId}/instant-updates – whether App Store Connect tells the service about the app at once
export const GET = handle(storeWebhooks.getInstantUpdates, async ({ user, params }) => ok(await getInstantUpdates(user.id, params.appId)));

// POST /api/apps/{appId}/instant-updates – make the app's App Store Connect webhook (again)
export const POST = handle(storeWebhooks.connectInstantUpdates, async ({ user, params }) => {
  const { app, webhook } = await connectInstantUpdates(user.id, params.appId);
  return ok(toInstantUpdatesView(app, webhook));
});

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
