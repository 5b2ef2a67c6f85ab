import type { Feature } from "@/lib/billing/plans";
import { ApiError, type QuotaProblem } from "@/lib/http/errors";

const WHAT: Record<Feature, (limit: number) => string> = {
  apps: (limit) => `Your plan allows ${limit} registered apps.`,
  sync_interval: (limit) => `Your plan allows automatic syncs every ${limit} minutes at the shortest.`,
  manual_syncs: (limit) => `Your plan allows ${limit} manual syncs a day.`,
  agent_actions: (limit) => `Your plan allows ${limit} agent proposals a month.`,
  seats: (limit) => `Your team's plan allows ${limit} members, invitations waiting for an answer included.`,
  ai_tokens: (limit) => (limit === 0 ? "Your plan does not include the AI model." : `Your plan allows ${limit} AI tokens a month.`),
};

/** `402 quota_exceeded` for a limit of the team's plan reached; nothing was recorded or changed. */
export function quotaExceeded(
  teamId: string,
  feature: Feature,
  limit: number,
  used: number,
  resetsAt: Date | null,
  detail?: string,
): ApiError {
  const when = resetsAt ? ` It resets at ${resetsAt.toISOString()}.` : "";
  return new ApiError("quota_exceeded", detail ?? `${WHAT[feature](limit)}${when} Upgrade your plan to raise the limit.`, {
    quota: { feature, limit, used, resetsAt: resetsAt?.toISOString() ?? null, teamId },
  });
}

/** Runs `take` and answers the quota it found reached, or null; other errors pass through. For work no request waits on (the agent). */
export async function quotaRefusal(take: () => Promise<unknown>): Promise<(QuotaProblem & { message: string }) | null> {
  try {
    await take();
    return null;
  } catch (error) {
    if (error instanceof ApiError && error.code === "quota_exceeded" && error.quota) return { ...error.quota, message: error.message };
    throw error;
  }
}
