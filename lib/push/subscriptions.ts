import "server-only";

import type { z } from "zod";

import { db } from "@/lib/db/client";
import { Prisma, type PushSubscription } from "@/lib/db/generated/client";
import { env } from "@/lib/env";
import { notFound } from "@/lib/http/errors";

import { MAX_PUSH_SUBSCRIPTIONS, type pushSubscription, type pushSubscriptionInput } from "./schemas";

type SubscriptionView = z.input<typeof pushSubscription>;

/** The VAPID public key a browser subscribes with (`pushManager.subscribe`). */
export const getVapidKey = () => ({ publicKey: env().secrets.VAPID_PUBLIC_KEY });

const toSubscriptionView = (row: PushSubscription): SubscriptionView => ({
  id: row.id,
  endpoint: row.endpoint,
  userAgent: row.userAgent,
  createdAt: row.createdAt.toISOString(),
  lastPushAt: row.lastPushAt?.toISOString() ?? null,
});

/** Stores the subscription, or refreshes the keys of the one this user has for the endpoint. */
export async function subscribePush(
  userId: string,
  input: z.output<typeof pushSubscriptionInput>,
): Promise<{ created: boolean; subscription: SubscriptionView }> {
  const keys = { p256dh: input.p256dh, auth: input.auth, userAgent: input.userAgent ?? null };
  const where = { userId_endpoint: { userId, endpoint: input.endpoint } };
  const refresh = async () => ({
    created: false,
    subscription: toSubscriptionView(await db().pushSubscription.update({ where, data: keys })),
  });
  if (await db().pushSubscription.findUnique({ where, select: { id: true } })) return refresh();
  try {
    const created = await db().$transaction(async (tx) => {
      const row = await tx.pushSubscription.create({ data: { userId, endpoint: input.endpoint, ...keys } });
      // The newest MAX_PUSH_SUBSCRIPTIONS stay: a browser subscribed long ago is the likeliest to be gone.
      const kept = await tx.pushSubscription.findMany({
        where: { userId },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take: MAX_PUSH_SUBSCRIPTIONS,
        select: { id: true },
      });
      await tx.pushSubscription.deleteMany({ where: { userId, id: { notIn: kept.map((row) => row.id) } } });
      return row;
    });
    return { created: true, subscription: toSubscriptionView(created) };
  } catch (error) {
    // A concurrent subscribe for the same endpoint won the insert: this one becomes a refresh.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") return refresh();
    throw error;
  }
}

export async function listPushSubscriptions(userId: string): Promise<SubscriptionView[]> {
  const rows = await db().pushSubscription.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  return rows.map(toSubscriptionView);
}

/** Removes the user's subscription with that endpoint (the browser's unsubscribe); none answers 404. */
export const unsubscribePush = (userId: string, endpoint: string) => deleteSubscriptionOrThrow(userId, { endpoint });

/** Removes one of the user's subscriptions by id; another user's answers 404, like a missing one. */
export const deletePushSubscription = (userId: string, id: string) => deleteSubscriptionOrThrow(userId, { id });

async function deleteSubscriptionOrThrow(userId: string, where: { id: string } | { endpoint: string }): Promise<void> {
  const { count } = await db().pushSubscription.deleteMany({ where: { userId, ...where } });
  if (count === 0) throw notFound("push subscription");
}
