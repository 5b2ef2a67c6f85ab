import "server-only";

import type { Prisma } from "@/lib/db/generated/client";
import { queueEmail, type EmailRequest } from "@/lib/email/queue-email";
import { queuePush } from "@/lib/push/queue-push";
import type { PushMessage } from "@/lib/push/send";

import { NOTIFICATION_KIND_INFO, type NotificationKind } from "./kinds";

type Tx = Prisma.TransactionClient;

interface NotifyUserInput {
  /** The user to notify; their account's email address is the recipient. */
  userId: string;
  /** Decides which preference applies (see `NOTIFICATION_KIND_INFO`). */
  kind: NotificationKind;
  /**
   * The email, if this notification has one: a template and props that fit it (typed per
   * template, validated again at run time). Rendered and sent by the send-email function.
   */
  email?: EmailRequest;
  /** The web-push notification, if any; `url` is a path of the app (e.g. `/apps/{appId}`). */
  push?: PushMessage;
}

interface NotifyUserResult {
  /** The queued `EmailMessage`, or null (no email given, the user opted out, or no such user). */
  emailId: string | null;
  /** Whether a push was queued (given, not opted out, and the user has subscriptions). */
  pushQueued: boolean;
}

/**
 * Notifies a user, inside the caller's transaction: checks their preference for `kind`, then
 * queues the email (an `EmailMessage` row) and/or the push as durable background work
 * (`emit` in `tx`). Nothing is sent here and no network call happens: the
 * notification exists exactly when the caller's data commits, and is delivered (with retries)
 * by the send-email and send-push functions.
 *
 * Example (agent proposing a change):
 * ```ts
 * await db().$transaction(async (tx) => {
 *   const action = await tx.agentAction.create({ … });
 *   await notifyUser(tx, {
 *     userId: app.userId,
 *     kind: "agent_approval",
 *     email: {
 *       template: "agent-approval",
 *       // Fit free text with oneLine()/paragraphs() from lib/text/one-line: props are bounded (emails/*.tsx).
 *       props: { appName, summary, rationale, changes: [{ field, before, after }], approveUrl: appUrl(app.id) },
 *     },
 *     push: { title: `${appName}: a change awaits approval`, body: summary, url: appPath(app.id), tag: `agent-${app.id}` },
 *   });
 * });
 * ```
 * Throws `InvalidEmailPropsError` when the props do not fit the template (a programming error).
 */
export async function notifyUser(tx: Tx, input: NotifyUserInput): Promise<NotifyUserResult> {
  const result: NotifyUserResult = { emailId: null, pushQueued: false };
  const user = await tx.user.findUnique({ where: { id: input.userId }, select: { id: true, email: true } });
  if (!user) return result;
  const preference = await tx.notificationPreference.findUnique({
    where: { userId_kind: { userId: user.id, kind: input.kind } },
    select: { email: true, push: true },
  });
  const channels = NOTIFICATION_KIND_INFO[input.kind].channels;
  if (input.email && channels.includes("email") && (preference?.email ?? true)) {
    const email = await queueEmail(tx, { ...input.email, to: user.email, userId: user.id });
    result.emailId = email.id;
  }
  if (input.push && channels.includes("push") && (preference?.push ?? true)) {
    result.pushQueued = await queuePush(tx, user.id, input.kind, input.push);
  }
  return result;
}
