import { sendPushToUser } from "@/lib/push/send";

import { inngest } from "../client";
import { pushSendRequested } from "@/lib/events/catalogue";

/**
 * Sends a web-push notification to every subscription of a user (queued by `notifyUser` or the
 * test-email operation).
 *
 * 1. send: one delivery to each subscription; gone ones (404/410) are deleted. A subscription
 *    that fails otherwise is counted, not retried: a retry would repeat the notification on the
 *    devices that already showed it.
 */
export const sendPush = inngest.createFunction({ id: "send-push", triggers: [pushSendRequested], retries: 2 }, async ({ event, step }) => {
  const { userId, message } = event.data;
  return step.run("send", () => sendPushToUser(userId, message));
});
