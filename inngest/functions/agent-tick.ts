import { executeAction } from "@/lib/agent/execute-action";
import { beginTick, failTick, recordProposal, rest, think } from "@/lib/agent/tick";

import { inngest } from "../client";
import { agentActionDecided, agentDisabled, agentTickRequested } from "@/lib/events/catalogue";

/**
 * One turn of an app's agent. One run per agent at a time (concurrency key), cancelled at its
 * next step when the owner disables the agent.
 *
 * On `agent/tick.requested` (enabled, scheduled, admin wake):
 * 1. begin: claim the tick (enabled, due, not awaiting a decision); resume an approved action
 *    whose run died, if any (then 4, 5).
 * 2. think: observe the synced data, memories and the last rejection; the brain proposes;
 *    precheck filters. (A model call happens here, once: the step is memoized.)
 * 3. propose: record the observation and the proposal as an action. Awaiting approval: notify
 *    the owner and end the run; their decision starts the next. Auto-approve: go on.
 * 4. execute: write the change to the store (exactly once in effect; see executeAction).
 * 5. rest: sleep until the next tick (`waitUntil`); the schedule-agents cron wakes it.
 *
 * On `agent/action.decided`: approved -> 4, 5; rejected -> 5 (the reason is in the memories for
 * the next tick).
 *
 * Why the wait for a decision is not a `step.waitForEvent`: an event sent before the wait is
 * registered is missed, and an owner can decide at any moment, including that one. Chaining on
 * the decision event has no such window, and parks no run for the days a decision may take.
 */
export const agentTick = inngest.createFunction(
  {
    id: "agent-tick",
    triggers: [agentTickRequested, agentActionDecided],
    concurrency: { key: "event.data.agentId", limit: 1 },
    cancelOn: [{ event: agentDisabled, match: "data.agentId" }],
    retries: 3,
    onFailure: async ({ event, error }) => {
      await failTick(String(event.data.event.data.agentId), error.message);
    },
  },
  async ({ event, step }) => {
    const { agentId } = event.data;
    let actionId: string | null = null;

    if (event.name === agentActionDecided.name) {
      const decided = event.data as { actionId: string; decision: "approved" | "rejected" };
      if (decided.decision === "approved") actionId = decided.actionId;
    } else {
      const start = await step.run("begin", () => beginTick(agentId));
      if (!start.proceed) return { skipped: start.why };
      actionId = start.resumeActionId;
      if (!actionId) {
        const thought = await step.run("think", () => think(agentId));
        if (!thought) return { skipped: "agent deleted" };
        const proposed = await step.run("propose", () => recordProposal(agentId, thought));
        if (proposed.actionId && proposed.awaitingApproval) return { awaitingApproval: proposed.actionId };
        actionId = proposed.actionId;
      }
    }

    const outcome = actionId ? await step.run("execute", () => executeAction(actionId)) : null;
    const sleeping = await step.run("rest", () => rest(agentId));
    return { actionId, outcome, sleepingUntil: sleeping?.waitUntil ?? null };
  },
);
