import "server-only";

import type { Agent } from "node:https";

import webpush, { WebPushError } from "web-push";

import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { publicOnlyHttpsAgent } from "@/lib/net/public-address";

export interface PushMessage {
  title: string;
  body: string;
  /** Page the notification opens, relative to the app. */
  url?: string;
  /** Notifications with the same tag replace each other on the device. */
  tag?: string;
}

interface PushOutcome {
  sent: number;
  /** Subscriptions the push service reported gone (404/410), now deleted. */
  removed: number;
  failed: number;
}

let defaultAgent: Agent | undefined;

/**
 * Sends a notification to every subscription of a user. Subscriptions the push service
 * says no longer exist are deleted; other failures are logged and counted, never thrown,
 * so one broken endpoint does not stop the others. `agent` exists for tests only.
 */
export async function sendPushToUser(userId: string, message: PushMessage, options: { agent?: Agent } = {}): Promise<PushOutcome> {
  const subscriptions = await db().pushSubscription.findMany({ where: { userId } });
  const { secrets, VAPID_SUBJECT } = env();
  const agent = options.agent ?? (defaultAgent ??= publicOnlyHttpsAgent());
  const payload = JSON.stringify(message);

  const results = await Promise.all(
    subscriptions.map(async (subscription) => {
      try {
        await webpush.sendNotification(
          { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
          payload,
          {
            vapidDetails: { subject: VAPID_SUBJECT, publicKey: secrets.VAPID_PUBLIC_KEY, privateKey: secrets.VAPID_PRIVATE_KEY },
            TTL: 24 * 60 * 60,
            timeout: 10_000,
            agent,
          },
        );
        await db().pushSubscription.update({ where: { id: subscription.id }, data: { lastPushAt: new Date() } });
        return "sent" as const;
      } catch (error) {
        if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
          await db().pushSubscription.deleteMany({ where: { id: subscription.id } });
          return "removed" as const;
        }
        log.warn(
          { subscriptionId: subscription.id, status: (error as WebPushError).statusCode, err: (error as Error).message },
          "push delivery failed",
        );
        return "failed" as const;
      }
    }),
  );
  return {
    sent: results.filter((result) => result === "sent").length,
    removed: results.filter((result) => result === "removed").length,
    failed: results.filter((result) => result === "failed").length,
  };
}
