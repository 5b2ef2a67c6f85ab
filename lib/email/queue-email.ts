import "server-only";

import { v7 as uuidv7 } from "uuid";

import type { Prisma } from "@/lib/db/generated/client";
import { emailSendRequested } from "@/lib/events/catalogue";
import { emit } from "@/lib/events/emit";

import { InvalidEmailPropsError, UnknownTemplateError } from "./errors";
import { sealEmailProps } from "./sealed-props";
import { findTemplate, type EmailProps, type EmailTemplateId } from "./templates";

type Tx = Prisma.TransactionClient;

/** A template with props that fit it: `{ template: "welcome", props: { name, dashboardUrl } }`. */
export type EmailRequest = { [Id in EmailTemplateId]: { template: Id; props: EmailProps<Id> } }[EmailTemplateId];

interface QueuedEmail {
  id: string;
  status: "queued";
}

/**
 * Queues an email in the caller's transaction: an `EmailMessage` row (status `queued`, the
 * subject already set, the props sealed) and the `email/send.requested` event that makes the send-email function
 * render and deliver it. So the email exists exactly when the data it is about does, and no
 * network call (nor rendering) happens inside the transaction.
 *
 * Props are validated here: a bad value throws `InvalidEmailPropsError` at once, in the
 * caller, instead of failing later in a job.
 */
export async function queueEmail(tx: Tx, input: EmailRequest & { to: string; userId?: string | null }): Promise<QueuedEmail> {
  const template = findTemplate(input.template);
  if (!template) throw new UnknownTemplateError(input.template);
  const parsed = template.propsSchema.safeParse(input.props);
  if (!parsed.success) {
    throw new InvalidEmailPropsError(
      input.template,
      parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join("."), message: issue.message })),
    );
  }
  // The props (links with single-use tokens, names, addresses) stay in this row, sealed to its id
  // (chosen here, so the row is written once); the event names the row only, so job payloads and an
  // Inngest server never see them.
  const id = uuidv7();
  await tx.emailMessage.create({
    data: {
      id,
      userId: input.userId ?? null,
      to: input.to.trim().toLowerCase(),
      template: template.id,
      subject: template.subject(parsed.data),
      // Rendered by the send-email function (React rendering stays out of requests and transactions).
      html: "",
      text: "",
      propsSealed: sealEmailProps(id, parsed.data),
    },
    select: { id: true },
  });
  await emit(tx, emailSendRequested, { emailId: id });
  return { id, status: "queued" };
}
