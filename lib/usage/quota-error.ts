import type { Feature } from "@/lib/billing/plans";
import { ApiError } from "@/lib/http/errors";

const WHAT: Record<Feature, (limit: number) => string> = {
  apps: (limit) => `Your plan allows ${limit} registered apps.`,
  sync_interval: (limit) => `Your plan allows automatic syncs every ${limit} minutes at the shortest.`,
  manual_syncs: (limit) => `Your plan allows ${limit} manual syncs a day.`,
  agent_actions: (limit) => `Your plan allows ${limit} agent proposals a month.`,
  ai_tokens: (limit) => (limit === 0 ? "Your plan does not include the AI model." : `Your plan allows ${limit} AI tokens a month.`),
};

/** `402 quota_exceeded` for a limit reached; nothing was recorded or changed. */
export function quotaExceeded(feature: Feature, limit: number, used: number, resetsAt: Date | null, detail?: string): ApiError {
  const when = resetsAt ? ` It resets at ${resetsAt.toISOString()}.` : "";
  return new ApiError("quota_exceeded", detail ?? `${WHAT[feature](limit)}${when} Upgrade your plan to raise the limit.`, {
    quota: { feature, limit, used, resetsAt: resetsAt?.toISOString() ?? null },
  });
}
