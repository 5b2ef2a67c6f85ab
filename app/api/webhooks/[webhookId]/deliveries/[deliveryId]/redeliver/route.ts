import { handle } from "@/lib/api/handler";
import { accepted } from "@/lib/http/reply";
import { redeliverWebhookDelivery } from "@/lib/webhooks/deliveries";
import * as webhooks from "@/lib/webhooks/operations";

// POST /api/webhooks/{webhookId}/deliveries/{deliveryId}/redeliver – send a delivery again (same payload and webhook-id); 202 with the deliveries at Location
export const POST = handle(webhooks.redeliverWebhookDelivery, async ({ user, params }) =>
  accepted(await redeliverWebhookDelivery(user.id, params.webhookId, params.deliveryId), {
    Location: `/api/webhooks/${encodeURIComponent(params.webhookId)}/deliveries`,
  }),
);

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
