/**
 * Labels and limits the dashboard shows. The values mirror server constants; each is typed
 * against the server's own constant (type-only import), so a change there fails `tsc` here
 * instead of drifting silently.
 */
import type { TEXT_LIMITS } from "@/lib/versions/schemas";
import type { MAX_RESPONSE_LENGTH } from "@/lib/reviews/schemas";
import type { PULL_INTERVALS } from "@/lib/apps/schemas";

import type { AgentField, EmailStatus, JobStatus, ReviewReplyTone, Role, TicketStatus, TicketType, VersionTextField } from "./api-types";

/** App Store Connect's limits for a version localization, in characters (code points). */
export const VERSION_TEXT_LIMITS: typeof TEXT_LIMITS = {
  description: 4000,
  keywords: 100,
  promotionalText: 170,
  whatsNew: 4000,
  marketingUrl: 2000,
  supportUrl: 2000,
};

export const REVIEW_RESPONSE_LIMIT: typeof MAX_RESPONSE_LENGTH = 5970;

export const SYNC_INTERVALS: typeof PULL_INTERVALS = [5, 15, 30];

export const VERSION_FIELD_LABELS: Record<VersionTextField, string> = {
  description: "Description",
  keywords: "Keywords",
  promotionalText: "Promotional text",
  whatsNew: "What's new",
  marketingUrl: "Marketing URL",
  supportUrl: "Support URL",
};

/** In the order the API lists them. */
export const VERSION_FIELDS = Object.keys(VERSION_FIELD_LABELS) as VersionTextField[];

export const AGENT_FIELD_LABELS: Record<AgentField, string> = {
  keywords: "Keywords",
  subtitle: "Subtitle",
  promotionalText: "Promotional text",
  description: "Description",
  whatsNew: "What's new",
  marketingUrl: "Marketing URL",
  supportUrl: "Support URL",
  reviewReplies: "Review replies",
  experiments: "Product page experiments",
};

export const AGENT_FIELDS = Object.keys(AGENT_FIELD_LABELS) as AgentField[];

/** Limits of the localization fields an agent change can touch (the subtitle lives on the app info). */
export const LOCALIZATION_FIELD_LIMITS: Record<Exclude<AgentField, "reviewReplies" | "experiments">, number> = {
  ...VERSION_TEXT_LIMITS,
  subtitle: 30,
};

export const REVIEW_REPLY_TONE_LABELS: Record<ReviewReplyTone, string> = {
  friendly: "Friendly",
  professional: "Professional",
  concise: "Concise",
};

export const TICKET_TYPE_LABELS: Record<TicketType, string> = {
  QUESTION: "Question",
  BUG: "Bug",
  FEATURE_REQUEST: "Feature request",
  BILLING: "Billing",
  ACCOUNT: "Account",
  OTHER: "Other",
};

export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  OPEN: "Open",
  IN_PROGRESS: "In progress",
  RESOLVED: "Resolved",
  CLOSED: "Closed",
};

export const ROLE_LABELS: Record<Role, string> = { admin: "Admin", user: "User" };

export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  queued: "Queued",
  running: "Running",
  sleeping: "Sleeping",
  completed: "Completed",
  failed: "Failed",
  cancelled: "Cancelled",
};

export const EMAIL_STATUS_LABELS: Record<EmailStatus, string> = { queued: "Queued", sent: "Sent", failed: "Failed" };

/** Counts characters as App Store Connect does: code points, so an emoji is one. */
export const characterCount = (value: string): number => [...value].length;
