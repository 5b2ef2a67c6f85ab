import "server-only";

import { v7 as uuidv7 } from "uuid";

import type { Tx } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { webhookDeliveryRequested } from "@/lib/events/catalogue";
import { emit } from "@/lib/events/emit";

import { WEBHOOK_EVENTS, type WebhookEventData, type WebhookEventType } from "./events";

/**
 * Queues an event for every enabled endpoint of the team subscribed to it, in the caller's
 * transaction (the one that records what the event is about): a WebhookDelivery row each, and the
 * `webhook/delivery.requested` event that makes deliver-webhook send it. Nothing is sent from
 * here. One `webhook-id` (`msg_…`) per event, shared by its endpoints. Returns the deliveries' ids.
 */
export async function queueWebhookEvent<Type extends Exclude<WebhookEventType, "webhook.ping">>(
  tx: Tx,
  teamId: string,
  type: Type,
  data: WebhookEventData<Type>,
): Promise<string[]> {
  return queueWebhookEvents(tx, teamId, type, async () => [data]);
}

/**
 * The same for several events of one type (a sync's new reviews): the team's endpoints are read
 * once, and `events` (what may take a query to build) only when one of them is subscribed.
 */
export async function queueWebhookEvents<Type extends Exclude<WebhookEventType, "webhook.ping">>(
  tx: Tx,
  teamId: string,
  type: Type,
  events: () => Promise<WebhookEventData<Type>[]>,
): Promise<string[]> {
  const endpoints = await tx.webhookEndpoint.findMany({ where: { teamId, enabled: true, events: { has: type } }, select: { id: true } });
  if (endpoints.length === 0) return [];
  const ids: string[] = [];
  for (const data of await events()) ids.push(...(await queueDeliveries(tx, endpoints, type, data)));
  return ids;
}

/** The same for given endpoints (the ping): the payload checked against its event's schema. */
export async function queueDeliveries(
  tx: Tx,
  endpoints: { id: string }[],
  type: WebhookEventType,
  data: unknown,
  options: { messageId?: string; timestamp?: string; redeliveryOfId?: string } = {},
): Promise<string[]> {
  if (endpoints.length === 0) return [];
  const parsed = WEBHOOK_EVENTS[type].schema.safeParse(data);
  // A programming error, not bad input: callers build the data themselves.
  if (!parsed.success)
    throw new Error(
      `queueWebhookEvent(${type}): ${parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`).join("; ")}`,
    );
  const messageId = options.messageId ?? `msg_${uuidv7().replaceAll("-", "")}`;
  const payload = { timestamp: options.timestamp ?? new Date().toISOString(), data: parsed.data } as Prisma.InputJsonObject;
  const ids: string[] = [];
  for (const endpoint of endpoints) {
    const delivery = await tx.webhookDelivery.create({
      data: {
        endpointId: endpoint.id,
        eventType: type,
        messageId,
        payload,
        nextAttemptAt: new Date(),
        redeliveryOfId: options.redeliveryOfId ?? null,
      },
      select: { id: true },
    });
    await emit(tx, webhookDeliveryRequested, { deliveryId: delivery.id, attempt: 1 });
    ids.push(delivery.id);
  }
  return ids;
}
