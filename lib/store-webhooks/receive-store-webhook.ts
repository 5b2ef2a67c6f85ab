import "server-only";

import { createHmac, timingSafeEqual } from "node:crypto";

import { z } from "zod";

import { open } from "@/lib/crypto/secret-box";
import { serviceKeyRing } from "@/lib/crypto/service-key-ring";
import { db } from "@/lib/db/client";
import { storeWebhookReceived } from "@/lib/events/catalogue";
import { emit } from "@/lib/events/emit";
import { ApiError, notFound } from "@/lib/http/errors";
import { log } from "@/lib/log";

import { webhookSecretOwner } from "./connect-store-webhook";

const short = z.string().min(1).max(200);

/** Apple's delivery: only the event's id and type, the old and new value, and the resource it is about. */
const delivery = z.object({
  data: z.object({
    id: short,
    type: short,
    attributes: z.object({ oldValue: short.nullish(), newValue: short.nullish() }).optional(),
    // A ping (App Store Connect's "Test" button) names no resource.
    relationships: z.object({ instance: z.object({ data: z.object({ type: short, id: short }) }) }).optional(),
  }),
});

/** `hmacsha256=<hex>` over the exact bytes, compared in constant time. */
function signatureMatches(rawBody: string, header: string | null, secret: string): boolean {
  const expected = Buffer.from(`hmacsha256=${createHmac("sha256", secret).update(rawBody, "utf8").digest("hex")}`);
  const given = Buffer.from(header?.trim().toLowerCase() ?? "");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * A delivery from the app's App Store Connect webhook: the `x-apple-signature` is checked over the
 * raw body with the app's sealed secret (`401` otherwise, and nothing stored), then the delivery is
 * stored by its event id with its processing requested, in one transaction, before the `200`: a
 * replay finds the row and changes nothing. An app without instant updates answers `404` like an
 * unknown one. Logged by event id only, never with the payload.
 */
export async function receiveStoreWebhook(appId: string, rawBody: string, signature: string | null): Promise<{ duplicate: boolean }> {
  const webhook = await db().storeWebhook.findUnique({ where: { appId } });
  if (!webhook || webhook.status !== "on" || !webhook.secretSealed) throw notFound("webhook");
  const secret = open(serviceKeyRing(), webhook.secretSealed, webhookSecretOwner(appId));
  if (!signatureMatches(rawBody, signature, secret)) {
    throw new ApiError("unauthenticated", "The x-apple-signature header does not match this body and the webhook's secret.");
  }
  let parsed: z.infer<typeof delivery>;
  try {
    parsed = delivery.parse(JSON.parse(rawBody));
  } catch {
    throw new ApiError("validation_failed", "The delivery is not an App Store Connect webhook event.");
  }
  const { id: eventId, type: eventType, attributes, relationships } = parsed.data;
  if (!relationships) {
    // Signed and well formed, about nothing to read again: it proves the address works.
    await db().storeWebhook.update({ where: { appId }, data: { lastDeliveryAt: new Date() } });
    return { duplicate: false };
  }
  return db().$transaction(async (tx) => {
    const stored = await tx.storeWebhookDelivery.createManyAndReturn({
      data: [
        {
          appId,
          eventId,
          eventType,
          resourceType: relationships.instance.data.type,
          resourceId: relationships.instance.data.id,
          oldValue: attributes?.oldValue ?? null,
          newValue: attributes?.newValue ?? null,
        },
      ],
      skipDuplicates: true,
    });
    await tx.storeWebhook.update({ where: { appId }, data: { lastDeliveryAt: new Date() } });
    if (stored.length === 0) {
      log.info({ appId, eventId }, "store webhook replayed; already stored");
      return { duplicate: true };
    }
    await emit(tx, storeWebhookReceived, { deliveryId: stored[0]!.id });
    return { duplicate: false };
  });
}
