"use client";

import { useState, type FormEvent } from "react";

import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextAreaField } from "@/components/ui/field";
import { fieldErrors, ProblemAlert } from "@/components/ui/problem-alert";
import { Badge } from "@/components/ui/status-badge";
import { Time } from "@/components/ui/time";
import type { AgentAction } from "@/lib/ui/api-types";

import { ChangeDiff } from "./change-diff";
import { useAgentMutation } from "./use-agent-mutation";

const TYPE_LABELS: Record<AgentAction["type"], string> = {
  update_localization: "Metadata change",
  reply_to_review: "Review reply",
  create_experiment: "Experiment",
};

/** The change the agent proposes: what, why, before/after, and the owner's decision. */
export function PendingActionCard({ appId, action }: { appId: string; action: AgentAction }) {
  const approve = useAgentMutation<void>(appId, "approve");
  const reject = useAgentMutation<string>(appId, "reject", (reason) => ({ reason }));
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState("");

  function onReject(event: FormEvent) {
    event.preventDefault();
    reject.mutate(reason.trim());
  }

  return (
    <Card
      id="pending-action"
      title="Proposed change"
      description={
        <>
          Proposed <Time value={action.createdAt} /> by <span className="font-mono text-xs">{action.brain}</span>
        </>
      }
      actions={<Badge tone="warning">{TYPE_LABELS[action.type]}</Badge>}
      className="border-amber-300 dark:border-amber-800"
    >
      <div className="flex flex-col gap-4" data-testid="pending-action">
        <div>
          <p className="font-medium" data-testid="action-summary">
            {action.summary}
          </p>
          <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{action.rationale}</p>
        </div>
        <ChangeDiff mutation={action.mutation} />
        <ProblemAlert error={approve.error ?? reject.error} />
        {rejecting ? (
          <form onSubmit={onReject} className="flex flex-col gap-3 rounded-md bg-zinc-50 p-3 dark:bg-zinc-800/50">
            <TextAreaField
              label="Why not? (required)"
              hint="The agent reads your reason on its next run and never proposes this change again."
              required
              rows={3}
              maxLength={2000}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              errors={fieldErrors(reject.error, "reason")}
            />
            <div className="flex gap-2">
              <Button type="submit" variant="danger" pending={reject.isPending} disabled={!reason.trim()}>
                Reject change
              </Button>
              <Button variant="ghost" onClick={() => setRejecting(false)}>
                Cancel
              </Button>
            </div>
          </form>
        ) : (
          <div className="flex gap-2">
            <Button onClick={() => approve.mutate()} pending={approve.isPending}>
              Approve
            </Button>
            <Button variant="secondary" onClick={() => setRejecting(true)} disabled={approve.isPending}>
              Reject…
            </Button>
          </div>
        )}
      </div>
    </Card>
  );
}
