import "server-only";

import { db } from "@/lib/db/client";
import { ApiError, notFound } from "@/lib/http/errors";
import { keysetArgs, toPage } from "@/lib/http/pagination";

import type { WebhookEventType } from "./events";
import { webhookOrThrow } from "./find-webhook";
import { queueDeliveries } from "./queue-webhook-event";
import { toDeliveryView } from "./views";

/** An endpoint's deliveries, newest first, each with its attempts: any member of the team reads them. */
export async function listWebhookDeliveries(userId: string, webhookId: string, query: { limit: number; cursor?: string }) {
  const endpoint = await webhookOrThrow(userId, webhookId, "apps.read");
  const { where, ...rest } = keysetArgs(query.cursor, query.limit);
  const rows = await db().webhookDelivery.findMany({
    where: { endpointId: endpoint.id, ...where },
    ...rest,
    include: { attemptLog: true },
  });
  return toPage(rows, query.limit, toDeliveryView);
}

const assertEnabled = (endpoint: { enabled: boolean }) => {
  if (!endpoint.enabled) throw new ApiError("webhook_disabled", "The endpoint is disabled: turn it on (`enabled: true`) first.");
};

/** A new delivery of the same payload and `webhook-id`, with attempts of its own. */
export async function redeliverWebhookDelivery(userId: string, webhookId: string, deliveryId: string) {
  const endpoint = await webhookOrThrow(userId, webhookId, "team.manage");
  const original = await db().webhookDelivery.findFirst({ where: { id: deliveryId, endpointId: endpoint.id } });
  if (!original) throw notFound("delivery");
  assertEnabled(endpoint);
  const payload = original.payload as { timestamp: string; data: unknown };
  const [id] = await db().$transaction((tx) =>
    queueDeliveries(tx, [endpoint], original.eventType as WebhookEventType, payload.data, {
      messageId: original.messageId,
      timestamp: payload.timestamp,
      redeliveryOfId: original.id,
    }),
  );
  return { deliveryId: id!, status: "pending" as const };
}

/** Sends `webhook.ping` to the endpoint, whatever events it takes. */
export async function pingWebhook(userId: string, webhookId: string) {
  const endpoint = await webhookOrThrow(userId, webhookId, "team.manage");
  assertEnabled(endpoint);
  const [id] = await db().$transaction((tx) =>
    queueDeliveries(tx, [endpoint], "webhook.ping", { webhookId: endpoint.id, message: "Ping from the App Publishing Service." }),
  );
  return { deliveryId: id!, status: "pending" as const };
}
