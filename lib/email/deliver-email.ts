import "server-only";

import { db, type Tx } from "@/lib/db/client";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { truncateText } from "@/lib/text/truncate";

import { emailTransport } from "./email-transport";
import { renderEmail } from "./render";
import { openEmailProps } from "./sealed-props";
import { EmailDeliveryError } from "./transport";

/**
 * The send-email function's steps, one per function. Each records its outcome on the
 * `EmailMessage` row; errors stored there are short summaries (`resend 503 application_error`),
 * never a provider's own words, since admins read them through the API.
 */

/**
 * Renders a queued email's HTML and text from its template and props, stores them and drops
 * the sealed props.
 * False when there is nothing to do (the row is gone, or no longer queued); rendering a row
 * that already has its HTML (a repeated step) does nothing. Throws the render errors.
 */
export async function renderQueuedEmail(emailId: string, eventProps?: unknown): Promise<boolean> {
  const email = await db().emailMessage.findUnique({
    where: { id: emailId },
    select: { status: true, template: true, html: true, propsSealed: true },
  });
  if (!email || email.status !== "queued") return false;
  if (email.html) return true;
  // Props live sealed in the row; events queued before that carried them themselves.
  const props = email.propsSealed ? openEmailProps(emailId, email.propsSealed) : eventProps;
  const rendered = await renderEmail(email.template, props);
  await db().emailMessage.update({
    where: { id: emailId },
    data: { subject: rendered.subject, html: rendered.html, text: rendered.text, propsSealed: null },
  });
  return true;
}

type DeliveryOutcome = { status: "sent"; transport: string; providerId: string } | { status: "skipped" };

/**
 * One delivery attempt of a rendered email through the configured transport. The row's id is
 * the idempotency key, so a retry after a send that succeeded unseen is not delivered twice.
 * On failure the attempt and a summary are recorded and the error is rethrown for the retry.
 */
export async function deliverEmail(emailId: string): Promise<DeliveryOutcome> {
  const email = await db().emailMessage.findUnique({ where: { id: emailId } });
  if (!email || email.status !== "queued") return { status: "skipped" };
  const transport = emailTransport();
  await db().emailMessage.update({ where: { id: emailId }, data: { attempts: { increment: 1 }, transport: transport.name } });
  try {
    const { id: providerId } = await transport.send({
      to: email.to,
      from: env().EMAIL_FROM,
      subject: email.subject,
      html: email.html,
      text: email.text,
      tags: [{ name: "template", value: email.template }],
      idempotencyKey: `email-${email.id}`,
    });
    await db().emailMessage.update({ where: { id: emailId }, data: { status: "sent", providerId, sentAt: new Date(), error: null } });
    return { status: "sent", transport: transport.name, providerId };
  } catch (error) {
    const summary =
      error instanceof EmailDeliveryError
        ? truncateText(`${error.transport} ${error.status ?? "no response"} ${error.reason}`, 200)
        : `${transport.name} unexpected error`;
    if (!(error instanceof EmailDeliveryError)) log.warn({ emailId, err: (error as Error).message }, "email delivery failed unexpectedly");
    await db().emailMessage.update({ where: { id: emailId }, data: { error: summary } });
    throw error;
  }
}

/** The email will not be sent: retries are exhausted or the failure is permanent. */
export async function markEmailFailed(emailId: string, fallbackError: string): Promise<void> {
  const email = await db().emailMessage.findUnique({ where: { id: emailId }, select: { status: true, error: true } });
  if (!email || email.status !== "queued") return;
  await db().emailMessage.update({ where: { id: emailId }, data: { status: "failed", error: email.error ?? fallbackError } });
}

/**
 * An admin retries the failed send of this email (lib/admin-jobs): the row is queued again, so
 * the re-run renders (if it has not been) and sends it. Its attempts keep counting.
 */
export async function requeueFailedEmail(tx: Tx, emailId: string): Promise<void> {
  await tx.emailMessage.updateMany({ where: { id: emailId, status: "failed" }, data: { status: "queued", error: null } });
}
