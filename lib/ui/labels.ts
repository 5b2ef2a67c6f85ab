/**
 * Labels and limits the dashboard shows. The values mirror server constants; each is typed
 * against the server's own constant (type-only import), so a change there fails `tsc` here
 * instead of drifting silently.
 */
import type { TEXT_LIMITS } from "@/lib/versions/schemas";
import type { MAX_RESPONSE_LENGTH } from "@/lib/reviews/schemas";
import type { PULL_INTERVALS } from "@/lib/apps/schemas";
import type { APP_INFO_LIMITS, AppInfoField, MIN_NAME_LENGTH } from "@/lib/app-info/app-info-fields";
import type { LocaleField } from "@/lib/locales/schemas";
import { STORE_TEXT_LIMITS } from "@/lib/text/store-text";

import type {
  Agent,
  AgentAction,
  AgentConfig,
  AgentField,
  App,
  EmailStatus,
  JobStatus,
  ReviewReplyTone,
  Role,
  TicketStatus,
  TicketType,
  VersionTextField,
} from "./api-types";

/** App Store Connect's limits for a version localization: keywords in bytes of UTF-8, the rest in characters (lib/text/store-text.ts). */
export const VERSION_TEXT_LIMITS: typeof TEXT_LIMITS = {
  description: STORE_TEXT_LIMITS.description,
  keywords: STORE_TEXT_LIMITS.keywords,
  promotionalText: STORE_TEXT_LIMITS.promotionalText,
  whatsNew: STORE_TEXT_LIMITS.whatsNew,
  marketingUrl: STORE_TEXT_LIMITS.marketingUrl,
  supportUrl: STORE_TEXT_LIMITS.supportUrl,
};

export const REVIEW_RESPONSE_LIMIT: typeof MAX_RESPONSE_LENGTH = STORE_TEXT_LIMITS.reviewResponse;

export const SYNC_INTERVALS: typeof PULL_INTERVALS = [5, 15, 30];

export const VERSION_FIELD_LABELS: Record<VersionTextField, string> = {
  description: "Description",
  keywords: "Keywords",
  promotionalText: "Promotional text",
  whatsNew: "What's new",
  marketingUrl: "Marketing URL",
  supportUrl: "Support URL",
};

export const AGENT_FIELD_LABELS: Record<AgentField, string> = {
  keywords: "Keywords",
  name: "Name",
  subtitle: "Subtitle",
  promotionalText: "Promotional text",
  description: "Description",
  whatsNew: "What's new",
  marketingUrl: "Marketing URL",
  supportUrl: "Support URL",
  privacyPolicyUrl: "Privacy policy URL",
  reviewReplies: "Review replies",
  experiments: "Product page experiments",
};

export const AGENT_FIELDS = Object.keys(AGENT_FIELD_LABELS) as AgentField[];

/** What the owner may let the agent write without asking (AgentConfig.autoApprove.kinds), in the order the form lists them. */
export const AUTO_APPROVE_KIND_LABELS: Record<AgentConfig["autoApprove"]["kinds"][number], string> = {
  reply_positive: "Replies to 4- and 5-star reviews",
  reply_critical: "Replies to 1- to 3-star reviews",
  promotional_text: "Promotional text",
  whats_new: "What's new",
  keywords: "Keywords",
};

/** The owner's auto-approval in words: what is written without asking, or that everything waits. */
export function autoApprovalInWords(autoApprove: AgentConfig["autoApprove"] | undefined): string {
  const kinds = autoApprove?.kinds ?? [];
  if (kinds.length === 0) return "By the owner";
  return `Automatic for ${kinds.map((kind) => AUTO_APPROVE_KIND_LABELS[kind].toLowerCase()).join(", ")} (at most ${autoApprove!.dailyLimit} a day); the rest by the owner`;
}

/** App Store Connect's limits for the app info localization (the name needs at least MIN_NAME_LENGTH too). */
export const APP_INFO_TEXT_LIMITS: typeof APP_INFO_LIMITS = {
  name: STORE_TEXT_LIMITS.name,
  subtitle: STORE_TEXT_LIMITS.subtitle,
  privacyPolicyUrl: STORE_TEXT_LIMITS.privacyPolicyUrl,
};
export const MIN_APP_NAME_LENGTH: typeof MIN_NAME_LENGTH = 2;

export const APP_INFO_FIELD_LABELS: Record<AppInfoField, string> = {
  name: "Name",
  subtitle: "Subtitle",
  privacyPolicyUrl: "Privacy policy URL",
};

/** In the order the API lists them. */
export const APP_INFO_FIELDS = Object.keys(APP_INFO_FIELD_LABELS) as AppInfoField[];

/** Every field the locales API reports on, in its order. */
export const LOCALE_FIELD_LABELS: Record<LocaleField, string> = {
  name: "Name",
  subtitle: "Subtitle",
  description: "Description",
  keywords: "Keywords",
  promotionalText: "Promotional text",
  whatsNew: "What's new",
  supportUrl: "Support URL",
  marketingUrl: "Marketing URL",
  privacyPolicyUrl: "Privacy policy URL",
};

/** Limits of the localization fields an agent change can touch (the name, subtitle and privacy policy URL live on the app info). */
export const LOCALIZATION_FIELD_LIMITS: Record<Exclude<AgentField, "reviewReplies" | "experiments">, number> = {
  ...VERSION_TEXT_LIMITS,
  ...APP_INFO_TEXT_LIMITS,
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

export const SYNC_STATUS_LABELS: Record<App["syncStatus"], string> = {
  never: "Not synced yet",
  syncing: "Syncing",
  succeeded: "Synced",
  failed: "Sync failed",
  waiting: "Waiting for budget",
};

export const AGENT_STATUS_LABELS: Record<Agent["status"], string> = {
  disabled: "Disabled",
  idle: "About to run",
  thinking: "Thinking",
  awaiting_approval: "Awaiting approval",
  executing: "Writing to the store",
  sleeping: "Sleeping",
  error: "Error",
};

export const ACTION_STATUS_LABELS: Record<AgentAction["status"], string> = {
  pending: "Waiting for you",
  approved: "Approved",
  rejected: "Rejected",
  cancelled: "Cancelled",
  expired: "Expired",
  executing: "Being written to the store",
  executed: "Done",
  failed: "Failed",
};

export const EMAIL_STATUS_LABELS: Record<EmailStatus, string> = { queued: "Queued", sent: "Sent", failed: "Failed" };

export { characterCount } from "@/lib/text/store-text";
