import { storeWebhookReceived } from "@/lib/events/catalogue";
import { processStoreWebhook } from "@/lib/store-webhooks/process-store-webhook";

import { inngest } from "../client";

/**
 * Applies an App Store Connect webhook delivery stored by POST /api/store/webhooks/{appId} (its
 * row is written with this function's event, before App Store Connect gets its 200).
 *
 * 1. process: reads the version (or build) the delivery names again from App Store Connect and
 *    stores it, its new state on the version's timeline as learned by a webhook.
 */
export const processStoreWebhookFunction = inngest.createFunction(
  { id: "process-store-webhook", triggers: [storeWebhookReceived], retries: 6 },
  async ({ event, step }) => step.run("process", () => processStoreWebhook(event.data.deliveryId)),
);
