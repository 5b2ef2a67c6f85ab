import type { EmailMessage } from "@/lib/db/generated/client";

export const toEmailSummary = (email: EmailMessage) => ({
  emailId: email.id,
  to: email.to,
  userId: email.userId,
  template: email.template,
  subject: email.subject,
  status: email.status,
  transport: email.transport,
  providerId: email.providerId,
  attempts: email.attempts,
  error: email.error,
  createdAt: email.createdAt.toISOString(),
  sentAt: email.sentAt?.toISOString() ?? null,
});

export const toEmailDetail = (email: EmailMessage) => ({ ...toEmailSummary(email), html: email.html, text: email.text });
