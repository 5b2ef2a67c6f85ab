import "server-only";

import type { z } from "zod";

import type { WebhookAttempt, WebhookDelivery, WebhookEndpoint } from "@/lib/db/generated/client";

import type { webhook, webhookDelivery } from "./schemas";

/** Slack's incoming webhooks take `{text}`, not Standard Webhooks' `{type, timestamp, data}`. */
export const isSlackUrl = (url: string) => new URL(url).hostname.toLowerCase() === "hooks.slack.com";

/** Only the scheme and host: the rest of a webhook's address is often its secret (Slack's, Discord's, a `?token=`). */
const urlOrigin = (url: string) => `${new URL(url).origin}/…`;

/** An endpoint as `reader` may see it: the whole address only for those who manage webhooks (`team.manage`). */
export const toWebhookView = (row: WebhookEndpoint, reader: { managesWebhooks: boolean }): z.input<typeof webhook> => ({
  id: row.id,
  teamId: row.teamId,
  url: reader.managesWebhooks ? row.url : urlOrigin(row.url),
  description: row.description,
  events: row.events,
  enabled: row.enabled,
  disabledReason: row.disabledReason,
  format: isSlackUrl(row.url) ? "slack" : "standard",
  lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

export const toDeliveryView = (row: WebhookDelivery & { attemptLog: WebhookAttempt[] }): z.input<typeof webhookDelivery> => ({
  id: row.id,
  webhookId: row.endpointId,
  eventType: row.eventType,
  messageId: row.messageId,
  status: row.status as "pending" | "delivered" | "failed",
  attempts: row.attempts,
  lastStatusCode: row.lastStatusCode,
  lastError: row.lastError,
  nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
  redeliveryOf: row.redeliveryOfId,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
  attemptLog: [...row.attemptLog]
    .sort((a, b) => a.number - b.number)
    .map((attempt) => ({
      number: attempt.number,
      at: attempt.at.toISOString(),
      statusCode: attempt.statusCode,
      durationMs: attempt.durationMs,
      error: attempt.error,
      responseExcerpt: attempt.responseExcerpt,
    })),
});
