import { z } from "zod";

import { paginationQuery } from "@/lib/http/pagination";
import { timestamp } from "@/lib/http/schemas";

import { emailTemplateId, emailTemplateMetadataSchema } from "./templates";

export const EMAIL_STATUSES = ["queued", "sent", "failed"] as const;
const emailStatus = z
  .enum(EMAIL_STATUSES)
  .describe("queued: waiting to be rendered and sent, or between retries. sent: delivered to the transport. failed: given up.");

export const emailSummary = z
  .object({
    emailId: z.string(),
    to: z.string(),
    userId: z.string().nullable().describe("The recipient's account, when the recipient is a user."),
    template: z.string(),
    subject: z.string(),
    status: emailStatus,
    transport: z
      .string()
      .nullable()
      .describe("Where it went: `resend`, or `outbox` (stored here only: no provider configured). Null before the first attempt."),
    providerId: z.string().nullable().describe("The transport's id for the email (Resend's id; for the outbox, the email's own id)."),
    attempts: z.number().int().describe("Delivery attempts so far."),
    error: z.string().nullable().describe("Summary of the last failed attempt, e.g. `resend 503 application_error`."),
    createdAt: timestamp,
    sentAt: timestamp.nullable(),
  })
  .meta({ id: "Email" });

export const emailDetail = emailSummary
  .extend({
    html: z.string().describe("The rendered HTML; empty while the email waits to be rendered."),
    text: z.string().describe("The plain-text alternative; empty while the email waits to be rendered."),
  })
  .meta({ id: "EmailDetail" });

export const listEmailsQuery = paginationQuery.extend({
  to: z.string().trim().toLowerCase().min(1).max(320).optional().describe("Only emails to this address (case-insensitive, exact)."),
  status: emailStatus.optional(),
  template: emailTemplateId.optional(),
});

export const emailParams = z.strictObject({ emailId: z.string().min(1).max(64) });

export const emailTemplates = z.object({ items: z.array(emailTemplateMetadataSchema) });

export const sendTestEmailInput = z
  .strictObject({
    to: z.email().max(254).describe("The recipient's address."),
    template: emailTemplateId,
  })
  .meta({ id: "SendTestEmailInput" });

export const testEmailQueued = z.object({
  emailId: z.string().describe("Follow it at `GET /admin/emails/{emailId}`."),
  status: emailStatus,
  pushQueued: z.boolean().describe("True when `to` is a user's email and that user has push subscriptions: a test push was queued too."),
});
