import { handle } from "@/lib/api/handler";
import { noContent, ok } from "@/lib/http/reply";
import { deleteWebhook, updateWebhook } from "@/lib/webhooks/manage-webhooks";
import * as webhooks from "@/lib/webhooks/operations";

// PATCH /api/webhooks/{webhookId} – change an endpoint's URL, events or description, or turn it on or off
export const PATCH = handle(webhooks.updateWebhook, async ({ user, params, body }) =>
  ok(await updateWebhook(user.id, params.webhookId, body)),
);

// DELETE /api/webhooks/{webhookId} – remove an endpoint and its deliveries
export const DELETE = handle(webhooks.deleteWebhook, async ({ user, params }) => {
  await deleteWebhook(user.id, params.webhookId);
  return noContent();
});

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
