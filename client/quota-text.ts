/**
 * Plan limits in plain words: what a `402 quota_exceeded` means and how to raise the limit,
 * and the names of the usage meters on the billing page.
 */
import type { QuotaDetails } from "./api-fetch";
import { formatDateTime, plural } from "./format";

export const FEATURE_NAMES: Record<string, string> = {
  apps: "Apps",
  sync_interval: "Shortest automatic sync interval",
  manual_syncs: "Manual syncs today",
  agent_actions: "Agent proposals this month",
  ai_tokens: "AI tokens this month",
  seats: "Members of a team",
};

/** One sentence: the limit reached, when it resets, and what to do. */
export function quotaMessage(quota: QuotaDetails): string {
  const resets = quota.resetsAt ? ` It resets on ${formatDateTime(quota.resetsAt)}.` : "";
  switch (quota.feature) {
    case "apps":
      return `Your plan allows ${plural(quota.limit, "app")} and you have ${quota.used}. Upgrade your plan, or delete an app, to add or sync more.`;
    case "sync_interval":
      return `Your plan syncs automatically every ${quota.limit} minutes at most. Upgrade your plan for shorter intervals.`;
    case "manual_syncs":
      return `You have used all ${plural(quota.limit, "manual sync")} your plan allows today.${resets} Upgrade your plan for more.`;
    case "agent_actions":
      return `The agent has made all ${plural(quota.limit, "proposal")} your plan allows this month.${resets} Upgrade your plan for more.`;
    case "ai_tokens":
      return quota.limit === 0
        ? "Your plan does not include the AI model. Upgrade your plan to use it."
        : `Your plan's AI tokens for this month are used up.${resets} Upgrade your plan for more.`;
    case "seats":
      return `The team's plan allows ${plural(quota.limit, "member")}, invitations waiting for an answer included. An owner can upgrade the plan, or remove a member or an invitation.`;
    default:
      return `You have reached a limit of your plan.${resets} Upgrade your plan to raise it.`;
  }
}
