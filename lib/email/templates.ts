import type { ReactElement } from "react";
import { z } from "zod";

import * as accessTokenCreated from "@/emails/access-token-created";
import * as agentApproval from "@/emails/agent-approval";
import * as emailChanged from "@/emails/email-changed";
import * as releaseUpdate from "@/emails/release-update";
import * as resetPassword from "@/emails/reset-password";
import * as paymentFailed from "@/emails/payment-failed";
import * as newReviews from "@/emails/new-reviews";
import * as syncFailed from "@/emails/sync-failed";
import * as teamInvitation from "@/emails/team-invitation";
import * as test from "@/emails/test";
import * as ticketReply from "@/emails/ticket-reply";
import * as verifyEmail from "@/emails/verify-email";
import * as webhookDisabled from "@/emails/webhook-disabled";
import * as welcome from "@/emails/welcome";
import { oneLine } from "@/lib/text/one-line";

/**
 * The registry of email templates: one entry per file in `emails/`. What an admin sees at
 * `GET /admin/email-templates` is derived from it, so the list cannot drift from the code.
 */

export const emailTemplateIds = [
  "welcome",
  "verify-email",
  "reset-password",
  "email-changed",
  "access-token-created",
  "team-invitation",
  "ticket-reply",
  "agent-approval",
  "sync-failed",
  "payment-failed",
  "new-reviews",
  "release-update",
  "webhook-disabled",
  "test",
] as const;
export type EmailTemplateId = (typeof emailTemplateIds)[number];
/** For request bodies: an unknown template is then an ordinary 400 with its path. */
export const emailTemplateId = z.enum(emailTemplateIds).describe("Which email template to use.");

interface EmailTemplateVariable {
  name: string;
  description: string;
  /** The sample value; structured values (lists) as JSON. */
  example: string;
}

/** Any template's props schema: strict or not, whatever its shape. */
type PropsSchema = z.ZodObject<z.core.$ZodLooseShape, z.core.$ZodObjectConfig>;

// Methods, not function properties: each template narrows its props, and method
// parameters stay assignable to the general `EmailTemplate` used by the registry.
interface EmailTemplate<Schema extends PropsSchema = PropsSchema, Id extends EmailTemplateId = EmailTemplateId> {
  id: Id;
  name: string;
  description: string;
  propsSchema: Schema;
  component(props: z.infer<Schema>): ReactElement;
  subject(props: z.infer<Schema>): string;
  sampleProps: z.infer<Schema>;
  variables: EmailTemplateVariable[];
}

interface TemplateModule<Schema extends PropsSchema> {
  propsSchema: Schema;
  sampleProps: z.infer<Schema>;
  subject(props: z.infer<Schema>): string;
  default(props: z.infer<Schema>): ReactElement;
}

/** Longest subject we send; the longest template (agent-approval) stays under it with its props at their limits. */
const MAX_SUBJECT_LENGTH = 300;

function defineTemplate<Schema extends PropsSchema, Id extends EmailTemplateId>(
  id: Id,
  info: { name: string; description: string },
  module: TemplateModule<Schema>,
): EmailTemplate<Schema, Id> {
  return {
    id,
    ...info,
    propsSchema: module.propsSchema,
    component: module.default,
    // A subject is a header line: whatever a template puts in it, no line break (a header of its
    // own) and no direction control (reordering the rest of the line) reaches the recipient.
    subject: (props) => oneLine(module.subject(props), MAX_SUBJECT_LENGTH),
    sampleProps: module.sampleProps,
    variables: variablesOf(module.propsSchema, module.sampleProps),
  };
}

/** One variable per top-level prop: its `.describe()` text and its sample value. */
function variablesOf(schema: PropsSchema, sample: Record<string, unknown>): EmailTemplateVariable[] {
  return Object.entries(schema.shape).map(([name, field]) => {
    const value = sample[name];
    return {
      name,
      description: field.description ?? "",
      example: typeof value === "string" ? value : JSON.stringify(value),
    };
  });
}

const templates = {
  welcome: defineTemplate("welcome", { name: "Welcome", description: "Sent once, when a new account is created." }, welcome),
  "verify-email": defineTemplate(
    "verify-email",
    {
      name: "Confirm email address",
      description: "A single-use link that proves an address: at registration, on resend, and for a new address.",
    },
    verifyEmail,
  ),
  "reset-password": defineTemplate(
    "reset-password",
    { name: "Reset password", description: 'A single-use link to choose a new password, sent from "Forgot password".' },
    resetPassword,
  ),
  "email-changed": defineTemplate(
    "email-changed",
    { name: "Email address changed", description: "Tells the old address that the account moved to a new, confirmed one." },
    emailChanged,
  ),
  "access-token-created": defineTemplate(
    "access-token-created",
    {
      name: "Access token created",
      description: "Tells the owner that an access token was created on the account: its name, permission, expiry, when and from where.",
    },
    accessTokenCreated,
  ),
  "team-invitation": defineTemplate(
    "team-invitation",
    {
      name: "Team invitation",
      description: "A single-use link to join a team with a role, sent when a member invites an address.",
    },
    teamInvitation,
  ),
  "ticket-reply": defineTemplate(
    "ticket-reply",
    { name: "Ticket reply", description: "Tells the author of a support ticket that someone replied." },
    ticketReply,
  ),
  "agent-approval": defineTemplate(
    "agent-approval",
    {
      name: "Agent change awaiting approval",
      description: "An app's AI agent proposes a store change; nothing is published until someone approves it.",
    },
    agentApproval,
  ),
  "sync-failed": defineTemplate(
    "sync-failed",
    { name: "Store sync failed", description: "Syncing an app with the App Store failed and needs attention." },
    syncFailed,
  ),
  "payment-failed": defineTemplate(
    "payment-failed",
    { name: "Payment failed", description: "Stripe could not charge the plan's subscription; the payment method needs updating." },
    paymentFailed,
  ),
  "new-reviews": defineTemplate(
    "new-reviews",
    { name: "New reviews", description: "A sync found new customer reviews of an app: how many, and the lowest rating." },
    newReviews,
  ),
  "release-update": defineTemplate(
    "release-update",
    {
      name: "Release update",
      description:
        "A version moved through review or release: in review, approved, rejected, released, a phased rollout paused or complete.",
    },
    releaseUpdate,
  ),
  "webhook-disabled": defineTemplate(
    "webhook-disabled",
    {
      name: "Webhook turned off",
      description: "Tells a team's owners that a webhook endpoint kept failing for a day and was turned off.",
    },
    webhookDisabled,
  ),
  test: defineTemplate(
    "test",
    { name: "Test", description: "A test message an administrator sends to check that email delivery works." },
    test,
  ),
} satisfies { [Id in EmailTemplateId]: EmailTemplate<PropsSchema, Id> };

export type EmailProps<Id extends EmailTemplateId> = z.infer<(typeof templates)[Id]["propsSchema"]>;

/** The template with this id, or undefined: ids come from requests, so `constructor` and the like are not ids. */
export function findTemplate(id: string): EmailTemplate | undefined {
  return Object.hasOwn(templates, id) ? templates[id as EmailTemplateId] : undefined;
}

const emailTemplateVariableSchema = z.object({
  name: z.string().describe("The prop's name."),
  description: z.string(),
  example: z.string().describe("The sample value; lists as JSON."),
});

export const emailTemplateMetadataSchema = z
  .object({
    id: emailTemplateId,
    name: z.string(),
    subject: z.string().describe("The subject line, rendered with the sample data."),
    description: z.string(),
    variables: z.array(emailTemplateVariableSchema).describe("The data the template is rendered with."),
  })
  .meta({ id: "EmailTemplate" });

type EmailTemplateMetadata = z.infer<typeof emailTemplateMetadataSchema>;

/** What `GET /admin/email-templates` returns: the public side of every template. */
export function listEmailTemplates(): EmailTemplateMetadata[] {
  return emailTemplateIds.map((id) => {
    const template: EmailTemplate = templates[id];
    return {
      id,
      name: template.name,
      subject: template.subject(template.sampleProps),
      description: template.description,
      variables: template.variables,
    };
  });
}
