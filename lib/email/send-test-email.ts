import "server-only";

import { db } from "@/lib/db/client";
import { normalizeEmail } from "@/lib/text/email-address";
import { queuePush } from "@/lib/push/queue-push";

import { queueEmail, type EmailRequest } from "./queue-email";
import { findTemplate, type EmailTemplateId } from "./templates";

/**
 * An admin's test: the template rendered with its sample data (the `test` template with the
 * real recipient and time) is queued to `to`; when `to` is a user's email, a test push goes
 * to that user's subscriptions too. Both are delivered in the background like any
 * notification, without looking at notification preferences (a test is not a notification kind).
 */
export async function sendTestEmail(to: string, templateId: EmailTemplateId) {
  const template = findTemplate(templateId)!;
  const address = normalizeEmail(to);
  const props = templateId === "test" ? { recipient: address, sentAt: new Date().toISOString() } : template.sampleProps;
  return db().$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { email: address }, select: { id: true } });
    // The props are the template's own sample (checked again by queueEmail).
    const request = { template: templateId, props } as EmailRequest;
    const email = await queueEmail(tx, { ...request, to: address, userId: user?.id });
    const pushQueued = user
      ? await queuePush(tx, user.id, "test", {
          title: "Test notification",
          body: `A test of the “${template.name}” email was sent to ${address}.`,
          url: "/",
          tag: "test",
        })
      : false;
    return { emailId: email.id, status: email.status, pushQueued };
  });
}
