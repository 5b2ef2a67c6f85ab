import { defineOperation, locationHeader } from "@/lib/http/operation";
import { pageSchema } from "@/lib/http/pagination";

import { emailDetail, emailParams, emailSummary, emailTemplates, listEmailsQuery, sendTestEmailInput, testEmailQueued } from "./schemas";

const tags: ["Email (admin)"] = ["Email (admin)"];

export const listEmailTemplates = defineOperation({
  operationId: "adminListEmailTemplates",
  method: "get",
  path: "/admin/email-templates",
  summary: "Every email template with its metadata",
  description:
    "Each template's id (what `send-test-email` takes), name, description, subject rendered with its sample data, and variables with sample values.",
  tags,
  access: "admin",
  bound: "the service's email templates, a fixed set",
  responses: { 200: { description: "All templates", schema: emailTemplates } },
});

export const sendTestEmail = defineOperation({
  operationId: "adminSendTestEmail",
  method: "post",
  path: "/admin/send-test-email",
  summary: "Send a test email (and push) with sample data",
  description:
    "Queues the template rendered with its sample data (the `test` template shows the real recipient and time) to `to`, and answers at once; the email is sent in the background, with retries, and can be followed at `GET /admin/emails/{emailId}`. When `to` is a user's email, a test push goes to that user's push subscriptions too. An unknown template is a `400`.",
  tags,
  access: "admin",
  idempotent: true,
  body: sendTestEmailInput,
  responses: {
    202: { description: "Queued", schema: testEmailQueued, headers: locationHeader("The email (`GET /admin/emails/{emailId}`).") },
  },
});

export const listEmails = defineOperation({
  operationId: "adminListEmails",
  method: "get",
  path: "/admin/emails",
  summary: "Emails sent or queued, newest first",
  description:
    "Every email the service sends is recorded here with its delivery status. Without `RESEND_API_KEY` (embedded mode) nothing leaves the service: this list is the outbox, and each email is read in full at `GET /admin/emails/{emailId}`.",
  tags,
  access: "admin",
  query: listEmailsQuery,
  responses: { 200: { description: "A page of emails (without their bodies)", schema: pageSchema(emailSummary) } },
});

export const getEmail = defineOperation({
  operationId: "adminGetEmail",
  method: "get",
  path: "/admin/emails/{emailId}",
  summary: "One email with its HTML and text",
  tags,
  access: "admin",
  params: emailParams,
  errors: ["not_found"],
  responses: { 200: { description: "The email", schema: emailDetail } },
});
