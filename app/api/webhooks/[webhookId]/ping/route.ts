import { handle } from "@/lib/api/handler";
import { accepted } from "@/lib/http/reply";
import { pingWebhook } from "@/lib/webhooks/deliveries";
import * as webhooks from "@/lib/webhooks/operations";

// POST /api/webhooks/{webhookId}/ping – send a webhook.ping event; 202 with the deliveries at Location
export const POST = handle(webhooks.pingWebhook, async ({ user, params }) =>
  accepted(await pingWebhook(user.id, params.webhookId), { Location: `/api/webhooks/${encodeURIComponent(params.webhookId)}/deliveries` }),
);

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
