import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";
import { listWebhookDeliveries } from "@/lib/webhooks/deliveries";
import * as webhooks from "@/lib/webhooks/operations";

// GET /api/webhooks/{webhookId}/deliveries – the endpoint's deliveries with their attempts, newest first
export const GET = handle(webhooks.listWebhookDeliveries, async ({ user, params, query }) =>
  ok(await listWebhookDeliveries(user.id, params.webhookId, query)),
);

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
