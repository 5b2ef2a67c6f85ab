import { handlePublic } from "@/lib/api/handler";
import { BODY_LIMITS, readTextCapped } from "@/lib/http/read-body";
import { ok } from "@/lib/http/reply";
import * as storeWebhooks from "@/lib/store-webhooks/operations";
import { receiveStoreWebhook } from "@/lib/store-webhooks/receive-store-webhook";

// POST /api/store/webhooks/{appId} – App Store Connect's deliveries, signature-checked over the raw body, stored before the 200
export const POST = handlePublic(storeWebhooks.receiveStoreWebhook, async ({ request, params }) => {
  const { duplicate } = await receiveStoreWebhook(
    params.appId,
    await readTextCapped(request, BODY_LIMITS.webhook),
    request.headers.get("x-apple-signature"),
  );
  return ok({ received: true as const, duplicate });
});

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
