import { z } from "zod";

import { timestamp } from "@/lib/http/schemas";

export const storeWebhookParams = z.strictObject({ appId: z.string().min(1).max(64) });

export const storeWebhookReceived = z.object({ received: z.literal(true), duplicate: z.boolean() }).meta({ id: "StoreWebhookReceived" });

export const instantUpdates = z
  .object({
    on: z.boolean().describe("App Store Connect tells the service at once when a version's state or a build's processing changes."),
    lastDeliveryAt: timestamp.nullable().describe("When the last delivery arrived."),
    reason: z.string().nullable().describe("Why instant updates are off, in words (null when on, or not looked at yet)."),
    pollingMinutes: z
      .number()
      .int()
      .describe("How often the app is synced without them (its pull interval); a version in review is checked every 5 minutes."),
  })
  .meta({ id: "InstantUpdates" });
