import { z } from "zod";

import { timestamp } from "@/lib/http/schemas";
import { publicHttpsUrlProblem } from "@/lib/net/public-https-url";

const base64urlBytes = (bytes: number) => (value: string) =>
  /^[A-Za-z0-9_-]+={0,2}$/.test(value) && Buffer.from(value, "base64url").length === bytes;

/** Browsers an account keeps subscribed: subscribing one more drops the oldest. */
export const MAX_PUSH_SUBSCRIPTIONS = 20;

export const pushSubscriptionInput = z
  .strictObject({
    endpoint: z
      .string()
      .max(2048)
      .superRefine((value, context) => {
        const problem = publicHttpsUrlProblem(value);
        if (problem) context.addIssue({ code: "custom", message: problem });
      })
      .describe("The push service URL from `PushSubscription.endpoint`: https, public host."),
    p256dh: z
      .string()
      .max(128)
      .refine(base64urlBytes(65), "Must be the base64url P-256 public key (65 bytes) from the subscription")
      .describe("`keys.p256dh` of the browser's PushSubscription (base64url)."),
    auth: z
      .string()
      .max(64)
      .refine(base64urlBytes(16), "Must be the base64url 16-byte auth secret from the subscription")
      .describe("`keys.auth` of the browser's PushSubscription (base64url)."),
    userAgent: z.string().max(512).optional(),
  })
  .meta({ id: "PushSubscriptionInput" });

export const pushSubscription = z
  .object({
    id: z.string(),
    endpoint: z.string(),
    userAgent: z.string().nullable(),
    createdAt: timestamp,
    lastPushAt: timestamp.nullable().describe("When the push service last accepted a notification for it."),
  })
  .meta({ id: "PushSubscription", description: "The keys are write-only: they are never returned." });

export const vapidKey = z.object({ publicKey: z.string().describe("Pass as `applicationServerKey` to `pushManager.subscribe`.") });

export const unsubscribeQuery = z.strictObject({ endpoint: z.string().min(1).max(2048) });
