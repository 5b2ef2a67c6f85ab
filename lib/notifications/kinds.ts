import { z } from "zod";

import type { EmailTemplateId } from "@/lib/email/templates";

/**
 * What the service notifies users about. Each kind has its own email/push preference
 * (`NotificationPreference`, one row per user and kind; no row means both are on).
 */
export const NOTIFICATION_KINDS = [
  "welcome",
  "ticket_reply",
  "agent_approval",
  "sync_failed",
  "payment_failed",
  "new_reviews",
  "release_update",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const notificationKind = z.enum(NOTIFICATION_KINDS).describe("What the notification is about.");

type NotificationChannel = "email" | "push";

interface NotificationKindInfo {
  description: string;
  /** The channels this kind is sent on; a preference for another channel is kept but unused. */
  channels: NotificationChannel[];
  /** The email template this kind uses. */
  template: EmailTemplateId;
}

export const NOTIFICATION_KIND_INFO: Record<NotificationKind, NotificationKindInfo> = {
  welcome: { description: "A welcome email when your account is created.", channels: ["email"], template: "welcome" },
  ticket_reply: {
    description: "Support answered one of your tickets.",
    channels: ["email", "push"],
    template: "ticket-reply",
  },
  agent_approval: {
    description: "An app's AI agent proposes a store change that waits for your approval.",
    channels: ["email", "push"],
    template: "agent-approval",
  },
  sync_failed: {
    description: "Syncing one of your apps with App Store Connect failed.",
    channels: ["email", "push"],
    template: "sync-failed",
  },
  payment_failed: {
    description: "A payment for your plan failed and your card needs updating.",
    channels: ["email", "push"],
    template: "payment-failed",
  },
  new_reviews: {
    description: "A sync found new customer reviews of one of your apps (once per sync, with the lowest rating).",
    channels: ["email", "push"],
    template: "new-reviews",
  },
  release_update: {
    description:
      "A version of one of your apps moved through review or release: in review, approved, rejected, released, a phased rollout paused or complete.",
    channels: ["email", "push"],
    template: "release-update",
  },
};
