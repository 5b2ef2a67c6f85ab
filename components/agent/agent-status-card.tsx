"use client";

import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { Card, Details } from "@/components/ui/card";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { AgentStatusBadge } from "@/components/ui/status-badge";
import { Time } from "@/components/ui/time";
import type { Agent } from "@/client/api-types";
import { formatMinutes } from "@/client/format";

import { useAgentMutation } from "./use-agent-mutation";

const DESCRIPTIONS: Record<Agent["status"], string> = {
  disabled: "The agent is off. Enable it to have it look at your app and propose changes.",
  idle: "A look at your app is due; the agent starts in a moment.",
  thinking: "Reading your app's store data and choosing one change to propose…",
  awaiting_approval: "A change waits for your decision below.",
  executing: "Writing the approved change to App Store Connect…",
  sleeping: "Resting until its next look at your app.",
  error: "The last run failed; it is retried automatically.",
};

export function AgentStatusCard({ agent, canManage = true }: { agent: Agent; canManage?: boolean }) {
  const toggle = useAgentMutation<boolean>(agent.appId, "toggle", (enabled) => ({ enabled }));
  const run = useAgentMutation<void>(agent.appId, "run");
  // Run now: for an enabled agent that is not waiting for a decision or already at work.
  const canRun = canManage && agent.enabled && ["idle", "sleeping", "error"].includes(agent.status);
  return (
    <Card
      title={
        <span className="flex items-center gap-2">
          Agent <AgentStatusBadge status={agent.status} />
        </span>
      }
      description={DESCRIPTIONS[agent.status]}
      actions={
        <div className="flex flex-wrap items-center gap-3 text-sm font-medium">
          {canRun && (
            <Button
              size="sm"
              variant="secondary"
              pending={run.isPending}
              onClick={() => run.mutate(undefined, { onSuccess: () => toast.success("The agent is looking at your app now.") })}
            >
              Run now
            </Button>
          )}
          <span aria-hidden>{agent.enabled ? "Enabled" : "Disabled"}</span>
          <button
            type="button"
            role="switch"
            aria-checked={agent.enabled}
            aria-label="Agent enabled"
            disabled={toggle.isPending || !canManage}
            title={canManage ? undefined : "Your role does not turn the agent on or off"}
            onClick={() => toggle.mutate(!agent.enabled)}
            className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-50 ${
              agent.enabled ? "bg-emerald-600" : "bg-zinc-300 dark:bg-zinc-700"
            }`}
          >
            <span
              aria-hidden
              className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${agent.enabled ? "translate-x-5" : "translate-x-0.5"}`}
            />
          </button>
        </div>
      }
    >
      <Details
        items={[
          ["Last run", <Time key="t" value={agent.lastTickAt} fallback="Never" />],
          ["Next run", agent.status === "sleeping" || agent.status === "error" ? <Time key="w" value={agent.waitUntil} /> : "—"],
          [
            "Approval",
            agent.config.autoApprove.kinds.length > 0
              ? `Some automatic, at most ${agent.config.autoApprove.dailyLimit} a day`
              : "You approve each change",
          ],
          ["Runs every", formatMinutes(agent.config.tickIntervalMinutes)],
        ]}
      />
      {agent.lastError && (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
          {agent.lastError}
        </p>
      )}
      {agent.modelFailure && <ModelFailureNote failure={agent.modelFailure} />}
      <ProblemAlert error={toggle.error ?? run.error} className="mt-4" />
    </Card>
  );
}

/** The model brain's failure in words, while it lasts: the rules stand in until it is asked again. */
export function ModelFailureNote({ failure }: { failure: NonNullable<Agent["modelFailure"]> }) {
  return (
    <div
      role="status"
      data-testid="model-failure"
      className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
    >
      <p>
        The model failed: {failure.reason}, retrying at <Time value={failure.retryAt} relative={false} />.
        {failure.attempts > 1 ? ` It failed ${failure.attempts} times in a row.` : ""} Meanwhile the built-in rules propose changes.
      </p>
      {failure.providerMessage && (
        <p className="mt-1 text-xs">
          The provider said{failure.status ? ` (${failure.status})` : ""}: <q>{failure.providerMessage}</q>
        </p>
      )}
    </div>
  );
}
