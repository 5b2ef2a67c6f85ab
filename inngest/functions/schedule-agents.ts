import { selectDueAgents } from "@/lib/agent/due-agents";

import { inngest } from "../client";

/**
 * Every minute: ticks the agents whose sleep is over, read through the index on
 * (enabled, waitUntil).
 *
 * 1. tick-due: clear each due agent's waitUntil and request its tick, in one transaction.
 */
export const scheduleAgents = inngest.createFunction(
  { id: "schedule-agents", triggers: [{ cron: "* * * * *" }], concurrency: { limit: 1 } },
  async ({ event, step }) => {
    const started = await step.run("tick-due", () => selectDueAgents(new Date(event.ts ?? Date.now())));
    return { started };
  },
);
