"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";

import { TextDiff } from "@/components/agent/change-diff";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextAreaField } from "@/components/ui/field";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { EmptyState, QueryState } from "@/components/ui/states";
import { Time } from "@/components/ui/time";
import * as proposals from "@/lib/proposals/operations";
import type { TeamPermission } from "@/lib/teams/roles";
import type { Proposal } from "@/client/api-types";
import { call } from "@/client/call";
import { operationKey } from "@/client/operation-keys";
import { approversInWords } from "@/client/proposal-text";
import { useApp, useTeamPermissions } from "@/client/queries";
import { AGENT_FIELD_LABELS } from "@/client/labels";
import { localeName } from "@/client/store-labels";
import { useOperation } from "@/client/use-operation";
import { useSession } from "@/client/use-session";

const fieldLabel = (field: string) =>
  field === "response"
    ? "Reply"
    : field === "experiment"
      ? "Experiment"
      : field === "phasedRelease"
        ? "Phased release"
        : (AGENT_FIELD_LABELS[field as keyof typeof AGENT_FIELD_LABELS] ?? field);

/** /apps/{appId}/approvals: members' proposals, the agent's pending change and the release guard's pause, each approved (as is or edited) or rejected by a publisher. */
export function ApprovalQueue({ appId }: { appId: string }) {
  const app = useApp(appId);
  const { may } = useTeamPermissions(app.data?.teamId);
  const { user } = useSession();
  const queue = useOperation(proposals.listProposals, { params: { appId } });
  return (
    <Card
      title="Waiting for approval"
      description="Changes proposed by members whose role does not publish them, and the agent's: nothing reaches App Store Connect until someone who publishes that kind approves it."
    >
      <QueryState query={queue}>
        {({ items }) =>
          items.length === 0 ? (
            <EmptyState title="Nothing is waiting">Proposals appear here when a member proposes a change, or the agent does.</EmptyState>
          ) : (
            <ul className="flex flex-col gap-4" aria-label="Proposals waiting for approval">
              {items.map((proposal) => (
                <ProposalItem
                  key={proposal.id}
                  appId={appId}
                  proposal={proposal}
                  mayDecide={may(proposal.permission as TeamPermission)}
                  own={!!user && proposal.proposedBy?.userId === user.id}
                />
              ))}
            </ul>
          )
        }
      </QueryState>
    </Card>
  );
}

/** `own`: the reader proposed it, so another member approves it (they may still reject it: a withdrawal). */
function ProposalItem({ appId, proposal, mayDecide, own }: { appId: string; proposal: Proposal; mayDecide: boolean; own: boolean }) {
  const queryClient = useQueryClient();
  const isPause = proposal.kind === "phased_release_pause";
  // A text can be edited before approving; an experiment or a pause is approved as it is.
  const single = proposal.changes.length === 1 && proposal.kind !== "experiment" && !isPause ? proposal.changes[0]! : null;
  const [edited, setEdited] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState("");
  const params = { appId, proposalId: proposal.id };
  const done = (message: string) => {
    toast.success(message);
    void queryClient.invalidateQueries({ queryKey: operationKey(proposals.listProposals, { params: { appId } }) });
  };
  const approve = useMutation({
    mutationFn: () =>
      call(proposals.approveProposal, { params, body: edited !== null && single && edited !== single.after ? { after: edited } : {} }),
    onSuccess: (result) =>
      done(
        result.source === "agent"
          ? "Approved: the agent publishes it now."
          : isPause
            ? "Approved: the rollout is paused."
            : "Approved and published to App Store Connect.",
      ),
  });
  const reject = useMutation({
    mutationFn: () => call(proposals.rejectProposal, { params, body: { reason } }),
    onSuccess: () => done("Rejected. The reason is kept with the proposal."),
  });
  const who = proposal.proposedBy
    ? (proposal.proposedBy.name ?? proposal.proposedBy.email)
    : proposal.source === "guard"
      ? "The release guard"
      : "The agent";
  return (
    <li className="rounded-lg border border-zinc-200 p-4 dark:border-zinc-800">
      <p className="font-medium break-words">{proposal.summary}</p>
      <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
        {who} proposed it <Time value={proposal.createdAt} />
        {proposal.locale && ` · ${localeName(proposal.locale)}`} · waiting for approval by {approversInWords(proposal.approverRoles)}
      </p>
      {proposal.rationale && <p className="mt-2 text-sm break-words">{proposal.rationale}</p>}
      <div className="mt-3 flex flex-col gap-3">
        {proposal.changes.map((change) => (
          <div key={change.field}>
            <p className="text-sm font-medium">{fieldLabel(change.field)}</p>
            {isPause ? (
              <p className="text-sm">
                From {change.before ?? "—"} to {change.after}
              </p>
            ) : (
              <TextDiff before={change.before} after={change.after ?? ""} field={change.field} />
            )}
          </div>
        ))}
      </div>
      {mayDecide && (
        <div className="mt-4 flex flex-col gap-3">
          {single && edited !== null && (
            <TextAreaField
              label={`Your edit of the ${fieldLabel(single.field).toLowerCase()}`}
              value={edited}
              onChange={(event) => setEdited(event.target.value)}
            />
          )}
          {rejecting && (
            <TextAreaField label="Why not? The proposer reads this" value={reason} onChange={(event) => setReason(event.target.value)} />
          )}
          {own && <p className="text-sm text-zinc-700 dark:text-zinc-300">You proposed this: another member approves it.</p>}
          <ProblemAlert error={approve.error ?? reject.error} />
          <div className="flex flex-wrap gap-2">
            {!rejecting && !own && (
              <Button size="sm" pending={approve.isPending} onClick={() => approve.mutate()}>
                {edited !== null ? "Approve with my edit" : isPause ? "Approve and pause" : "Approve and publish"}
              </Button>
            )}
            {!rejecting && !own && single && edited === null && (
              <Button size="sm" variant="secondary" onClick={() => setEdited(single.after ?? "")}>
                Edit before approving
              </Button>
            )}
            {rejecting ? (
              <>
                <Button size="sm" variant="danger" pending={reject.isPending} disabled={!reason.trim()} onClick={() => reject.mutate()}>
                  Reject
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setRejecting(false)}>
                  Cancel
                </Button>
              </>
            ) : (
              <Button size="sm" variant="secondary" onClick={() => setRejecting(true)}>
                Reject…
              </Button>
            )}
          </div>
        </div>
      )}
    </li>
  );
}
