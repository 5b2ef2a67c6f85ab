import { defineOperation, locationHeader } from "@/lib/http/operation";

import {
  createdWebhook,
  createWebhookInput,
  deliveriesQuery,
  deliveryPage,
  deliveryParams,
  deliveryQueued,
  listWebhooksQuery,
  MAX_WEBHOOKS_PER_TEAM,
  updateWebhookInput,
  webhook,
  webhookList,
  webhookParams,
} from "./schemas";

const tags: ["Webhooks"] = ["Webhooks"];

const deliveryLocation = locationHeader(
  "The endpoint's deliveries (`GET /webhooks/{webhookId}/deliveries`), where this one's attempts show.",
);

export const listWebhooks = defineOperation({
  operationId: "listWebhooks",
  method: "get",
  path: "/webhooks",
  summary: "A team's webhook endpoints",
  description: `At most ${MAX_WEBHOOKS_PER_TEAM} per team, oldest first. Never their secrets.`,
  tags,
  access: "user",
  bound: "at most 10, a team's limit",
  query: listWebhooksQuery,
  errors: ["not_found"],
  responses: { 200: { description: "The team's endpoints", schema: webhookList } },
});

export const createWebhook = defineOperation({
  operationId: "createWebhook",
  method: "post",
  path: "/webhooks",
  summary: "Add a webhook endpoint",
  description:
    "The answer carries the signing `secret` (Standard Webhooks, `whsec_…`) once; it is stored encrypted and never shown again. " +
    `A team has at most ${MAX_WEBHOOKS_PER_TEAM} (\`409 webhook_limit_reached\`).`,
  tags,
  access: "user",
  idempotent: true,
  body: createWebhookInput,
  errors: ["not_found", "forbidden", "webhook_limit_reached"],
  responses: { 201: { description: "Added", schema: createdWebhook } },
});

export const updateWebhook = defineOperation({
  operationId: "updateWebhook",
  method: "patch",
  path: "/webhooks/{webhookId}",
  summary: "Change a webhook endpoint, or turn it back on",
  description: "Only the fields given change. `enabled: true` turns on an endpoint the service disabled after persistent failure.",
  tags,
  access: "user",
  params: webhookParams,
  body: updateWebhookInput,
  responses: { 200: { description: "Changed", schema: webhook } },
});

export const deleteWebhook = defineOperation({
  operationId: "deleteWebhook",
  method: "delete",
  path: "/webhooks/{webhookId}",
  summary: "Remove a webhook endpoint and its deliveries",
  tags,
  access: "user",
  params: webhookParams,
  responses: { 204: { description: "Removed" } },
});

export const listWebhookDeliveries = defineOperation({
  operationId: "listWebhookDeliveries",
  method: "get",
  path: "/webhooks/{webhookId}/deliveries",
  summary: "An endpoint's deliveries, newest first",
  description: "Each with its status, attempts (status code, duration, a short error) and when the next attempt is due.",
  tags,
  access: "user",
  params: webhookParams,
  query: deliveriesQuery,
  responses: { 200: { description: "A page of deliveries", schema: deliveryPage } },
});

export const redeliverWebhookDelivery = defineOperation({
  operationId: "redeliverWebhookDelivery",
  method: "post",
  path: "/webhooks/{webhookId}/deliveries/{deliveryId}/redeliver",
  summary: "Send a delivery again",
  description:
    "A new delivery with the same payload and `webhook-id` (receivers that deduplicate by it see the same message), with attempts of its own. " +
    "A disabled endpoint is `409 webhook_disabled`: turn it on first.",
  tags,
  access: "user",
  idempotent: true,
  params: deliveryParams,
  errors: ["webhook_disabled"],
  responses: { 202: { description: "Queued", schema: deliveryQueued, headers: deliveryLocation } },
});

export const pingWebhook = defineOperation({
  operationId: "pingWebhook",
  method: "post",
  path: "/webhooks/{webhookId}/ping",
  summary: "Send a `webhook.ping` event to the endpoint",
  description: "Delivered like any event (signed, retried). A disabled endpoint is `409 webhook_disabled`.",
  tags,
  access: "user",
  idempotent: true,
  params: webhookParams,
  errors: ["webhook_disabled"],
  responses: { 202: { description: "Queued", schema: deliveryQueued, headers: deliveryLocation } },
});
