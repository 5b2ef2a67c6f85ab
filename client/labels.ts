/**
 * Labels and limits the dashboard shows. The field vocabulary (names, labels, limits) is the
 * server's own, imported from where it is defined (lib/text/store-fields.ts, the agent's config,
 * the schemas), so the two cannot drift; the rest are words only the dashboard uses.
 */
import { AGENT_FIELD_LABELS, AGENT_FIELDS, LOCALIZATION_FIELDS } from "@/lib/agent/config";
import { APP_INFO_LIMITS } from "@/lib/app-info/app-info-fields";
import { PULL_INTERVALS } from "@/lib/apps/schemas";
import { LOCALE_FIELDS } from "@/lib/locales/schemas";
import { MAX_RESPONSE_LENGTH } from "@/lib/reviews/schemas";
import { APP_INFO_FIELDS, labelsOf, limitsOf, MIN_NAME_LENGTH, VERSION_TEXT_FIELDS } from "@/lib/text/store-fields";
import { TEXT_LIMITS } from "@/lib/versions/schemas";

import type {
  Agent,
  AgentAction,
  AgentConfig,
  App,
  EmailStatus,
  JobStatus,
  ReviewReplyTone,
  Role,
  TicketStatus,
  TicketType,
} from "./api-types";

/** App Store Connect's limits for a version localization: keywords in bytes of UTF-8, the rest in characters (lib/text/store-text.ts). */
export const VERSION_TEXT_LIMITS = TEXT_LIMITS;

export const REVIEW_RESPONSE_LIMIT = MAX_RESPONSE_LENGTH;

export const SYNC_INTERVALS = PULL_INTERVALS;

export const VERSION_FIELD_LABELS = labelsOf(VERSION_TEXT_FIELDS);

export { AGENT_FIELD_LABELS, AGENT_FIELDS };

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

/** App Store Connect's limits for the app info localization (the name needs at least MIN_APP_NAME_LENGTH too). */
export const APP_INFO_TEXT_LIMITS = APP_INFO_LIMITS;
export const MIN_APP_NAME_LENGTH = MIN_NAME_LENGTH;

export const APP_INFO_FIELD_LABELS = labelsOf(APP_INFO_FIELDS);

export { APP_INFO_FIELDS };

/** Every field the locales API reports on, in its order. */
export const LOCALE_FIELD_LABELS = labelsOf(LOCALE_FIELDS);

/** Limits of the localization fields an agent change can touch. */
export const LOCALIZATION_FIELD_LIMITS = limitsOf(LOCALIZATION_FIELDS);

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
