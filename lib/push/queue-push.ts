import "server-only";

import type { Prisma } from "@/lib/db/generated/client";
import { pushSendRequested } from "@/lib/events/catalogue";
import { emit } from "@/lib/events/emit";
import { oneLine } from "@/lib/text/one-line";

import type { PushMessage } from "./send";

type Tx = Prisma.TransactionClient;

const MAX_TITLE_LENGTH = 200;
const MAX_BODY_LENGTH = 500;

/**
 * Queues a web-push notification to every subscription of the user, in the caller's
 * transaction (the send-push function delivers it). A user without subscriptions gets no job.
 * Returns whether one was queued. Title and body are shown as lines by the device: whatever the
 * caller built them from (an app's name from the store, a ticket's subject), they leave here as
 * one line each, without control or direction characters.
 */
export async function queuePush(tx: Tx, userId: string, kind: string, message: PushMessage): Promise<boolean> {
  const subscribed = await tx.pushSubscription.findFirst({ where: { userId }, select: { id: true } });
  if (!subscribed) return false;
  const title = oneLine(message.title, MAX_TITLE_LENGTH, "App Publishing Service");
  const body = oneLine(message.body, MAX_BODY_LENGTH, "");
  await emit(tx, pushSendRequested, { userId, kind, message: { ...message, title, body } });
  return true;
}
