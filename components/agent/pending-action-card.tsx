"use client";

import { useState, type FormEvent } from "react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextAreaField } from "@/components/ui/field";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { Badge } from "@/components/ui/status-badge";
import { Time } from "@/components/ui/time";
import { brainName } from "@/lib/ui/agent-text";
import type { AgentAction } from "@/lib/ui/api-types";
import { useFieldErrors } from "@/lib/ui/use-field-errors";
import { useInlineForm } from "@/lib/ui/use-inline-form";

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
  const {
    open: rejectingOpen,
    show: showRejecting,
    close: closeRejecting,
    attachTrigger: attachRejectingTrigger,
    panelProps: rejectingPanelProps,
  } = useInlineForm<HTMLButtonElement, HTMLFormElement>();
  const [reason, setReason] = useState("");
  const fields = useFieldErrors(reject.error);

  function onApprove() {
    approve.mutate(undefined, { onSuccess: () => toast.success("Approved: the agent writes the change to App Store Connect now.") });
  }

  function onReject(event: FormEvent) {
    event.preventDefault();
    reject.mutate(reason.trim(), {
      onSuccess: () => toast.success("Rejected. The agent will not propose this again and learns from your reason."),
    });
  }

  return (
    <Card
      id="pending-action"
      title="Proposed change"
      description={
        <>
          Proposed <Time value={action.createdAt} /> by {brainName(action.brain)}
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
        <ProblemAlert error={approve.error ?? reject.error} fields={["reason"]} />
        {rejectingOpen ? (
          <form
            onSubmit={onReject}
            className="flex flex-col gap-3 rounded-md bg-zinc-50 p-3 dark:bg-zinc-800/50"
            {...rejectingPanelProps}
            aria-label="Reject the change"
          >
            <TextAreaField
              label="Why not? (required)"
              hint="The agent reads your reason on its next run and never proposes this change again. Escape cancels."
              required
              rows={3}
              maxLength={2000}
              value={reason}
              onChange={(event) => {
                fields.clear("reason");
                setReason(event.target.value);
              }}
              errors={fields.errors("reason")}
            />
            <div className="flex gap-2">
              <Button type="submit" variant="danger" pending={reject.isPending} disabled={!reason.trim()}>
                Reject change
              </Button>
              <Button variant="ghost" onClick={closeRejecting}>
                Cancel
              </Button>
            </div>
          </form>
        ) : (
          <div className="flex gap-2">
            <Button onClick={onApprove} pending={approve.isPending}>
              Approve
            </Button>
            <Button ref={attachRejectingTrigger} variant="secondary" onClick={showRejecting} disabled={approve.isPending}>
              Reject…
            </Button>
          </div>
        )}
      </div>
    </Card>
  );
}
