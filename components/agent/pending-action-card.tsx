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

import { Stars } from "@/components/reviews/stars";
import { AGENT_FIELD_LABELS } from "@/lib/ui/labels";
import { localeName, territoryName } from "@/lib/ui/store-labels";
import { ChangeDiff } from "./change-diff";
import { useAgentMutation } from "./use-agent-mutation";

type Scope = "this_change" | "this_field" | "this_locale" | "this_review" | "this_rating" | "this_kind";

/** The scopes that apply to the change, in plain words. */
function scopesFor(action: AgentAction): [Scope, string][] {
  const mutation = action.mutation;
  const scopes: [Scope, string][] = [["this_change", "Only this change"]];
  if (mutation.type === "update_localization") {
    const field = AGENT_FIELD_LABELS[mutation.field];
    scopes.push(
      ["this_field", `Any change to ${field.toLowerCase()}, in every language`],
      ["this_locale", `Any change in ${localeName(mutation.locale)}`],
      ["this_kind", "Any change to the store texts"],
    );
  }
  if (mutation.type === "reply_to_review") {
    const rating = action.review?.rating ?? mutation.rating;
    scopes.push(
      ["this_review", "Any reply to this review"],
      ["this_rating", `Any reply to a ${rating}-star review`],
      ["this_kind", "Any reply to any review"],
    );
  }
  if (mutation.type === "create_experiment") scopes.push(["this_kind", "Any experiment"]);
  return scopes;
}

const TYPE_LABELS: Record<AgentAction["type"], string> = {
  update_localization: "Metadata change",
  reply_to_review: "Review reply",
  create_experiment: "Experiment",
};

/** The change the agent proposes: what, why, before/after, and the owner's decision. */
export function PendingActionCard({ appId, action }: { appId: string; action: AgentAction }) {
  const approve = useAgentMutation<string | undefined>(appId, "approve", (after) => (after === undefined ? undefined : { after }));
  const editable = action.mutation.type !== "create_experiment";
  const proposedText = action.mutation.type === "create_experiment" ? "" : action.mutation.after;
  const [editing, setEditing] = useState(false);
  const [edit, setEdit] = useState(proposedText);
  const editFields = useFieldErrors(approve.error);
  const reject = useAgentMutation<{ reason: string; scope: Scope }>(appId, "reject", (input) => input);
  const scopes = scopesFor(action);
  const [scope, setScope] = useState<Scope>("this_change");
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
    const edited = editing && edit.trim() !== proposedText ? edit.trim() : undefined;
    approve.mutate(edited, {
      onSuccess: () =>
        toast.success(
          edited
            ? "Approved with your edit: the agent writes it to App Store Connect now."
            : "Approved: the agent writes the change to App Store Connect now.",
        ),
    });
  }

  function onReject(event: FormEvent) {
    event.preventDefault();
    reject.mutate({ reason: reason.trim(), scope }, { onSuccess: () => toast.success("Rejected. The agent will not propose this again.") });
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
          {action.brain === "rules" || action.brain === "revert" ? (
            <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{action.rationale}</p>
          ) : (
            // The summary above is the service's, from the change itself; the model's reasons are its own words.
            <figure className="mt-1 text-sm text-zinc-600 dark:text-zinc-400" data-testid="model-rationale">
              <figcaption className="text-xs">Why, in the AI model&apos;s own words:</figcaption>
              <blockquote className="mt-0.5 border-l-2 border-zinc-300 pl-2 whitespace-pre-line italic dark:border-zinc-700">
                “{action.rationale}”
              </blockquote>
            </figure>
          )}
        </div>
        {action.review && (
          <figure className="rounded-md border border-zinc-200 p-3 text-sm dark:border-zinc-800" data-testid="action-review">
            <figcaption className="flex flex-wrap items-center gap-2 text-xs text-zinc-600 dark:text-zinc-400">
              <Stars rating={action.review.rating} />
              <span>
                {action.review.nickname ?? "A customer"} · {territoryName(action.review.territory)} ·{" "}
                <Time value={action.review.createdAt} />
              </span>
            </figcaption>
            {action.review.title && <p className="mt-1 font-medium">{action.review.title}</p>}
            {action.review.body && (
              <blockquote className="mt-1 whitespace-pre-line text-zinc-700 dark:text-zinc-300">{action.review.body}</blockquote>
            )}
          </figure>
        )}
        <ChangeDiff mutation={action.mutation} />
        {editing && (
          <TextAreaField
            label={action.mutation.type === "reply_to_review" ? "Your version of the reply" : "Your version of the text"}
            hint="Approving writes this instead of the proposal, after the same checks."
            rows={5}
            value={edit}
            onChange={(event) => {
              editFields.clear("after");
              setEdit(event.target.value);
            }}
            errors={editFields.errors("after")}
          />
        )}
        <ProblemAlert error={approve.error ?? reject.error} fields={["reason", "after"]} />
        {rejectingOpen ? (
          <form
            onSubmit={onReject}
            className="flex flex-col gap-3 rounded-md bg-zinc-50 p-3 dark:bg-zinc-800/50"
            {...rejectingPanelProps}
            aria-label="Reject the change"
          >
            <fieldset className="flex flex-col gap-1.5 text-sm">
              <legend className="mb-1 font-medium">What should the agent stop proposing?</legend>
              {scopes.map(([value, label]) => (
                <label key={value} className="flex items-start gap-2">
                  <input
                    type="radio"
                    name="scope"
                    value={value}
                    checked={scope === value}
                    onChange={() => setScope(value)}
                    className="mt-1"
                  />
                  <span>{label}</span>
                </label>
              ))}
              <span className="text-xs text-zinc-600 dark:text-zinc-400">
                Anything wider than this change stays in the agent&apos;s memories until you remove it there.
              </span>
            </fieldset>
            <TextAreaField
              label="Why not? (required)"
              hint="Your words are shown to the AI model on every later run, if you use one. The built-in rules act on the choice above and on a few wishes, in your language: no emoji, no links, shorter replies, a more formal or a more casual address, no prices or discounts, or no replies to reviews with a given number of stars. Escape cancels."
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
          <div className="flex flex-wrap gap-2">
            <Button onClick={onApprove} pending={approve.isPending} disabled={editing && !edit.trim()}>
              {editing && edit.trim() !== proposedText ? "Approve my version" : "Approve"}
            </Button>
            {editable && !editing && (
              <Button variant="secondary" onClick={() => setEditing(true)} disabled={approve.isPending}>
                Edit before approving
              </Button>
            )}
            {editing && (
              <Button
                variant="ghost"
                onClick={() => {
                  setEditing(false);
                  setEdit(proposedText);
                }}
              >
                Discard my edit
              </Button>
            )}
            <Button ref={attachRejectingTrigger} variant="secondary" onClick={showRejecting} disabled={approve.isPending}>
              Reject…
            </Button>
          </div>
        )}
      </div>
    </Card>
  );
}
