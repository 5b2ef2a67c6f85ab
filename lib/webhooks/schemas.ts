import { z } from "zod";

import { pageSchema, paginationQuery } from "@/lib/http/pagination";
import { publicHttpsUrlProblem } from "@/lib/net/public-https-url";
import { singleLine } from "@/lib/text/single-line";

import { SUBSCRIBABLE_EVENT_TYPES } from "./events";

/** How many endpoints a team may have. */
export const MAX_WEBHOOKS_PER_TEAM = 10;

const webhookUrl = z
  .string()
  .max(2048)
  .superRefine((value, context) => {
    const problem = publicHttpsUrlProblem(value);
    if (problem) context.addIssue({ code: "custom", message: problem });
  })
  .describe(
    "Where events are POSTed: https, a public host (no private, loopback or link-local address; checked again at every connection). " +
      "A Slack incoming-webhook URL (`https://hooks.slack.com/…`) gets Slack's message format.",
  );

const eventTypes = z
  .array(z.enum(SUBSCRIBABLE_EVENT_TYPES))
  .min(1)
  .max(SUBSCRIBABLE_EVENT_TYPES.length)
  .refine((types) => new Set(types).size === types.length, "Each event once")
  .describe("The event types sent to it (`webhook.ping` is sent to every endpoint).");

const description = singleLine(z.string().trim().max(200)).describe("What it is for, one line (at most 200 characters).");

export const webhookParams = z.strictObject({ webhookId: z.string().min(1).max(64) });
export const deliveryParams = webhookParams.extend({ deliveryId: z.string().min(1).max(64) });

export const listWebhooksQuery = z.strictObject({
  teamId: z
    .string()
    .min(1)
    .max(64)
    .optional()
    .describe("The team whose webhooks to list. Default: the caller's personal team (or the token's team)."),
});

export const createWebhookInput = z
  .strictObject({
    url: webhookUrl,
    events: eventTypes,
    description: description.optional(),
    teamId: z
      .string()
      .min(1)
      .max(64)
      .optional()
      .describe("The team it belongs to (needs `team.manage` there). Default: the caller's personal team (or the token's team)."),
  })
  .meta({ id: "WebhookInput" });

export const updateWebhookInput = z
  .strictObject({
    url: webhookUrl.optional(),
    events: eventTypes.optional(),
    description: description.nullable().optional(),
    enabled: z.boolean().optional().describe("`true` turns a disabled endpoint back on (and clears why it was disabled)."),
  })
  .meta({ id: "WebhookUpdate" });

export const webhook = z
  .object({
    id: z.string(),
    teamId: z.string(),
    url: z
      .string()
      .describe(
        "Where events are POSTed: whole for members who manage webhooks (`team.manage`); for the others only its scheme and host, " +
          "then `…` (`https://hooks.slack.com/…`), since a webhook's address is often its secret.",
      ),
    description: z.string().nullable(),
    events: z.array(z.string()),
    enabled: z.boolean(),
    disabledReason: z.string().nullable().describe("Why it was disabled, in words; null while enabled."),
    format: z
      .enum(["standard", "slack"])
      .describe("`slack` for a Slack incoming-webhook URL: `{text}` instead of `{type, timestamp, data}`."),
    lastSuccessAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "Webhook" });

export const createdWebhook = webhook
  .extend({
    secret: z
      .string()
      .describe("The signing secret (`whsec_…`, Standard Webhooks): shown only in this answer. Keep it: it is never shown again."),
  })
  .meta({ id: "CreatedWebhook" });

export const webhookList = z.object({ items: z.array(webhook) });

const attempt = z.object({
  number: z.number().int(),
  at: z.string(),
  statusCode: z.number().int().nullable().describe("The receiver's status; null when no answer came (network error, timeout)."),
  durationMs: z.number().int(),
  error: z.string().nullable().describe("What went wrong, in words."),
  responseExcerpt: z.string().nullable().describe("The answer's first 200 characters."),
});

export const webhookDelivery = z
  .object({
    id: z.string(),
    webhookId: z.string(),
    eventType: z.string(),
    messageId: z.string().describe("The `webhook-id` header: the same for a redelivery."),
    status: z.enum(["pending", "delivered", "failed"]),
    attempts: z.number().int(),
    lastStatusCode: z.number().int().nullable(),
    lastError: z.string().nullable(),
    nextAttemptAt: z.string().nullable().describe("When the next attempt is due; null once delivered or failed."),
    redeliveryOf: z.string().nullable().describe("The delivery this one sends again."),
    createdAt: z.string(),
    updatedAt: z.string(),
    finishedAt: z.string().nullable(),
    attemptLog: z.array(attempt).describe("Each attempt, oldest first."),
  })
  .meta({ id: "WebhookDelivery" });

export const deliveriesQuery = paginationQuery;
export const deliveryPage = pageSchema(webhookDelivery);

export const deliveryQueued = z.object({ deliveryId: z.string(), status: z.literal("pending") }).meta({ id: "WebhookDeliveryQueued" });
