import { webhookDeliveryRequested } from "@/lib/events/catalogue";
import { attemptWebhookDelivery } from "@/lib/webhooks/attempt-webhook-delivery";
import { requeueWebhookDelivery } from "@/lib/webhooks/requeue-webhook-delivery";

import { inngest } from "../client";

/**
 * Sends one attempt of a team's outbound webhook delivery (queued by `queueWebhookEvent`, a
 * redelivery or a ping). One attempt per run: a failed one sleeps until the next is due on the
 * back-off schedule, then starts the next run.
 *
 * 1. attempt: sign, POST, record the attempt; delivered, failed for good (the endpoint turned off
 *    after a day of failing), or a time to try again.
 * 2. wait: until that time (only when trying again).
 * 3. requeue: emits `webhook/delivery.requested` for the next attempt, if the delivery is still pending.
 */
export const deliverWebhook = inngest.createFunction(
  { id: "deliver-webhook", triggers: [webhookDeliveryRequested], retries: 2 },
  async ({ event, step }) => {
    const { deliveryId } = event.data;
    const attempt = await step.run("attempt", () => attemptWebhookDelivery(deliveryId, event.data.attempt));
    if (attempt.outcome !== "retry") return attempt;
    await step.sleepUntil("wait", attempt.retryAt);
    await step.run("requeue", () => requeueWebhookDelivery(deliveryId));
    return attempt;
  },
);
