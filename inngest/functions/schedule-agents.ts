import { selectDueAgents } from "@/lib/agent/due-agents";
import { expirePendingActions } from "@/lib/agent/ticks-between-sleeps";

import { inngest } from "../client";

/**
 * Every minute: ticks the agents whose sleep is over, read through the index on
 * (enabled, waitUntil).
 *
 * 1. expire-pending: proposals left undecided for AGENT_ACTION_EXPIRY_DAYS expire; their agents tick.
 * 2. tick-due: clear each due agent's waitUntil and request its tick, in one transaction.
 */
export const scheduleAgents = inngest.createFunction(
  { id: "schedule-agents", triggers: [{ cron: "* * * * *" }], concurrency: { limit: 1 } },
  async ({ event, step }) => {
    const now = new Date(event.ts ?? Date.now());
    const expired = await step.run("expire-pending", () => expirePendingActions(now));
    const started = await step.run("tick-due", () => selectDueAgents(now));
    return { expired, started };
  },
);
