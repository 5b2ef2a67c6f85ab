import "server-only";

import type { Prisma } from "@/lib/db/generated/client";
import { pushSendRequested } from "@/lib/events/catalogue";
import { emit } from "@/lib/events/emit";

import type { PushMessage } from "./send";

type Tx = Prisma.TransactionClient;

/**
 * Queues a web-push notification to every subscription of the user, in the caller's
 * transaction (the send-push function delivers it). A user without subscriptions gets no job.
 * Returns whether one was queued.
 */
export async function queuePush(tx: Tx, userId: string, kind: string, message: PushMessage): Promise<boolean> {
  const subscribed = await tx.pushSubscription.findFirst({ where: { userId }, select: { id: true } });
  if (!subscribed) return false;
  await emit(tx, pushSendRequested, { userId, kind, message: { ...message } });
  return true;
}
