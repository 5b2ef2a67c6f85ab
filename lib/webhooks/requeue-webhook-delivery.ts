import "server-only";

import { db } from "@/lib/db/client";
import { webhookDeliveryRequested } from "@/lib/events/catalogue";
import { emit } from "@/lib/events/emit";

/**
 * A delivery's next attempt is due (deliver-webhook slept until it): the event that starts its
 * next run, written only while the delivery is still pending (a deleted endpoint's is gone).
 */
export async function requeueWebhookDelivery(deliveryId: string): Promise<boolean> {
  return db().$transaction(async (tx) => {
    const pending = await tx.webhookDelivery.findFirst({ where: { id: deliveryId, status: "pending" }, select: { attempts: true } });
    if (!pending) return false;
    await emit(tx, webhookDeliveryRequested, { deliveryId, attempt: pending.attempts + 1 });
    return true;
  });
}
